import { Query } from '@nestjs/cqrs';
import type { RouteResponse, getImportHoldsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetImportHoldsQuery extends Query<RouteResponse<typeof getImportHoldsRoute>> {
  constructor(readonly importId: string, readonly ctx: RequestContext) {
    super();
  }
}
