import { Command } from '@nestjs/cqrs';
import type { uploadDriversLicenseRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { Written } from '../../../../platform/read-your-writes/write-position';

export class UploadDriversLicenceCommand extends Command<Written<RouteResponse<typeof uploadDriversLicenseRoute>>> {
  constructor(readonly body: RouteInput<typeof uploadDriversLicenseRoute>['body'], readonly ctx: RequestContext) {
    super();
  }
}
