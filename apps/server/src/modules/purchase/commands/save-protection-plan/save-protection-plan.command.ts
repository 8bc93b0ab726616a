import { Command } from '@nestjs/cqrs';
import type { saveProtectionPlanRoute, RouteInput, TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class SaveProtectionPlanCommand extends Command<Written<TransactionDetails>> {
  constructor(readonly body: RouteInput<typeof saveProtectionPlanRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
