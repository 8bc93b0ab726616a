import { Query } from '@nestjs/cqrs';
import type { RouteInput, RouteResponse, auditSubjectStateRoute } from '@marketplace/contracts';

export class GetSubjectStateQuery extends Query<RouteResponse<typeof auditSubjectStateRoute>> {
  constructor(readonly subjectId: string, readonly point: RouteInput<typeof auditSubjectStateRoute>['query']) {
    super();
  }
}
