import { Command } from '@nestjs/cqrs';
import type { VerifiedEvent } from '../../../../platform/payments/payments.port';

/** A verified `charge.dispute.*` event (the payments inbox checked its signature and that its id is new). */
export class ApplyDisputeWebhookCommand extends Command<{ received: true; applied: boolean }> {
  constructor(readonly event: VerifiedEvent) {
    super();
  }
}
