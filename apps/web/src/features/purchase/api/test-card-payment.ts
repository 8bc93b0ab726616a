import { testCardPaymentRoute } from '@marketplace/contracts/purchase/finances.routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { testCardPayment } from '../../../lib/api/client/purchase/finances.routes';

/** POST /api/finances/test-card-payment: test mode only, pays the intent with a Stripe test card number. */
export function useTestCardPayment() {
  return useMutation({ mutationFn: (body: z.input<typeof testCardPaymentRoute.body>) => testCardPayment({ body }) });
}
