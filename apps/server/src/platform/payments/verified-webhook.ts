import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { PaymentsSignatureError, type Payments, type VerifiedEvent, type WebhookEndpoint } from './payments.port';

/**
 * The Stripe event of a webhook request, its signature checked over the raw body with that endpoint's secret; a
 * missing or bad signature (one made with another endpoint's secret included) is a 400 `payments.invalid_signature` on
 * the header. Every Stripe webhook endpoint (deposits, dealer plans) starts here.
 */
export function verifiedWebhookEvent(payments: Payments, req: FastifyRequest & { rawBody?: Buffer }, endpoint: WebhookEndpoint): VerifiedEvent {
  try {
    return payments.verifyWebhook(req.rawBody, req.headers['stripe-signature'], endpoint);
  } catch (error) {
    if (error instanceof PaymentsSignatureError) throw new DomainError('payments.invalid_signature', 'validation', 'Invalid Stripe signature', 'headers.stripe-signature');
    throw error;
  }
}
