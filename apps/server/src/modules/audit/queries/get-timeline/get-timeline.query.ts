import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, auditTimelineRoute } from '@marketplace/contracts';

/** The page, and the customers it names by name (their read is recorded before it is answered). */
export class GetTimelineQuery extends Query<RouteResponse<typeof auditTimelineRoute> & { readonly customersShown: readonly string[] }> {
  /**
   * `recorded`: the opening's record on the access log, under way: the page's rows are read once it is done (a failed
   * record fails the page), the outline of which streams to read is drawn meanwhile (ADR 0090).
   */
  constructor(
    readonly subjectId: string, readonly filter: RouteInput<typeof auditTimelineRoute>['query'], readonly recorded: Promise<unknown> = Promise.resolve(),
  ) {
    super();
  }
}
