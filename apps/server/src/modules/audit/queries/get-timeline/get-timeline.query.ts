import { Query } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../../platform/event-store/event-store.port';
import type { RouteInput, RouteResponse, auditTimelineRoute } from '@marketplace/contracts';

export class GetTimelineQuery extends Query<RouteResponse<typeof auditTimelineRoute>> {
  constructor(readonly subjectId: string, readonly filter: RouteInput<typeof auditTimelineRoute>['query'], readonly readAfter: GlobalPosition | null) {
    super();
  }
}
