import { Query } from '@nestjs/cqrs';
import type { RouteResponse, getNotificationsImportStatusRoute } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class GetImportStatusQuery extends Query<RouteResponse<typeof getNotificationsImportStatusRoute>> {
  constructor(readonly importId: string, readonly ctx: RequestContext) {
    super();
  }
}
