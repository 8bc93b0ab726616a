import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, auditTimelineRoute } from '@marketplace/contracts';

/** The page, and the customers it names by name (their read is recorded before it is answered). */
export class GetTimelineQuery extends Query<RouteResponse<typeof auditTimelineRoute> & { readonly customersShown: readonly string[] }> {
  constructor(readonly subjectId: string, readonly filter: RouteInput<typeof auditTimelineRoute>['query']) {
    super();
  }
}
