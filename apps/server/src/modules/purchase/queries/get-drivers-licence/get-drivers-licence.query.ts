import { Query } from '@nestjs/cqrs';
import type { getDriversLicenseRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetDriversLicenceQuery extends Query<RouteResponse<typeof getDriversLicenseRoute>> {
  constructor(readonly transactionId: string, readonly ctx: RequestContext) {
    super();
  }
}
