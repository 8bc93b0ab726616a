import { Command } from '@nestjs/cqrs';
import type { CreditDecisionPayload } from '../../integration-events/credit-decisions.consumer';

/** Dispatched by the credit-decision timer with credit's public decision (credit.decided.v1). */
export class UpdateCreditDecisionCommand extends Command<void> {
  constructor(readonly decision: CreditDecisionPayload) {
    super();
  }
}
