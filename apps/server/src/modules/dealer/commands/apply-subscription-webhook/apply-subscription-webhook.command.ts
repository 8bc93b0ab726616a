import { Command } from '@nestjs/cqrs';
import type { VerifiedEvent } from '../../../../platform/payments/payments.port';

export class ApplySubscriptionWebhookCommand extends Command<{ received: true; applied: boolean }> {
  constructor(readonly event: VerifiedEvent) {
    super();
  }
}
