import { Command } from '@nestjs/cqrs';
import type { VerifiedEvent } from '../../../../platform/payments/payments.port';

/** A verified Stripe event (the controller checked the signature over the raw body). */
export class ApplyStripeWebhookCommand extends Command<{ received: true; applied: boolean }> {
  constructor(readonly event: VerifiedEvent) {
    super();
  }
}
