import { Query } from '@nestjs/cqrs';
import type { exportPersonalDataRoute, RouteResponse } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class ExportPersonalDataQuery extends Query<RouteResponse<typeof exportPersonalDataRoute>> {
  constructor(readonly ctx: RequestContext) {
    super();
  }
}
