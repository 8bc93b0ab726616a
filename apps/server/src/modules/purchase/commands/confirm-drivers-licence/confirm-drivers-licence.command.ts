import { Command } from '@nestjs/cqrs';
import type { confirmDriversLicenseRoute, RouteInput, TransactionDetails } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class ConfirmDriversLicenceCommand extends Command<Written<TransactionDetails>> {
  constructor(readonly body: RouteInput<typeof confirmDriversLicenseRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
