import type { getSupportMessagesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** A page of the messages sent to support, newest first, as the staff list shows them. */
export class GetSupportMessagesQuery extends Query<RouteResponse<typeof getSupportMessagesRoute>> {
  constructor(readonly page: RouteInput<typeof getSupportMessagesRoute>['query']) {
    super();
  }
}
