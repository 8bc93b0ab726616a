import { useMutation } from '@tanstack/react-query';
import { createPaymentIntent } from '../../../lib/api/client/purchase/finances.routes';

/** POST /api/finances/stripe-payment-intent: the $250 deposit's payment intent (created once, then reused). */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: (transactionId: string) => createPaymentIntent({ body: { transactionId } }) });
}
