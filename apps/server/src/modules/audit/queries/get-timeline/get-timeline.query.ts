import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, auditTimelineRoute } from '@marketplace/contracts';

export class GetTimelineQuery extends Query<RouteResponse<typeof auditTimelineRoute>> {
  constructor(readonly subjectId: string, readonly filter: RouteInput<typeof auditTimelineRoute>['query']) {
    super();
  }
}
