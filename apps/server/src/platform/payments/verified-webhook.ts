import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { PaymentsSignatureError, type Payments, type VerifiedEvent } from './payments.port';

/**
 * The Stripe event of a webhook request, its signature checked over the raw body; a missing or bad signature is a 400
 * `payments.invalid_signature` on the header. Every Stripe webhook endpoint (deposits, dealer plans) starts here.
 */
export function verifiedWebhookEvent(payments: Payments, req: FastifyRequest & { rawBody?: Buffer }): VerifiedEvent {
  try {
    return payments.verifyWebhook(req.rawBody, req.headers['stripe-signature']);
  } catch (error) {
    if (error instanceof PaymentsSignatureError) throw new DomainError('payments.invalid_signature', 'validation', 'Invalid Stripe signature', 'headers.stripe-signature');
    throw error;
  }
}
