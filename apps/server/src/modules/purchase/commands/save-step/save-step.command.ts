import { Command } from '@nestjs/cqrs';
import type { saveCompletedStepsRoute, RouteInput, TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class SaveStepCommand extends Command<Written<TransactionDetails>> {
  constructor(readonly body: RouteInput<typeof saveCompletedStepsRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
