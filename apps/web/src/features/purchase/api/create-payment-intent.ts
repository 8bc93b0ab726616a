import { createPaymentIntentRoute } from '@marketplace/contracts/purchase/finances.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/finances/stripe-payment-intent: the $250 deposit's payment intent (created once, then reused). */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: (transactionId: string) => callRoute(createPaymentIntentRoute, { body: { transactionId } }) });
}
