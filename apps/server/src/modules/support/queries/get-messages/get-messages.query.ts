import type { getSupportMessagesRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The messages sent to support, newest first, as the staff list shows them. */
export class GetSupportMessagesQuery extends Query<RouteResponse<typeof getSupportMessagesRoute>> {}
