import { Query } from '@nestjs/cqrs';
import type { RouteResponse, getErrorsSectionsRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetErrorsSectionsQuery extends Query<RouteResponse<typeof getErrorsSectionsRoute>> {
  constructor(readonly importId: string, readonly ctx: RequestContext) {
    super();
  }
}
