import { Command } from '@nestjs/cqrs';
import type { PaidPlanKey } from '@marketplace/domain';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class ChoosePlanCommand extends Command<Written<{ Status: 1; companyId: number; stripeSubscriptionId: string }>> {
  constructor(readonly companyId: number, readonly plan: PaidPlanKey, readonly paymentMethod: string, readonly ctx: RequestContext) {
    super();
  }
}
