import { Query } from '@nestjs/cqrs';
import type { RouteResponse, auditEventDiffRoute } from '@marketplace/contracts';

export class GetEventDiffQuery extends Query<RouteResponse<typeof auditEventDiffRoute>> {
  constructor(readonly streamId: string, readonly version: number) {
    super();
  }
}
