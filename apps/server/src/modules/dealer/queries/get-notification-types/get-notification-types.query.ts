import { Query } from '@nestjs/cqrs';
import type { getNotificationsTypesRoute, RouteResponse } from '@marketplace/contracts';

export class GetNotificationTypesQuery extends Query<RouteResponse<typeof getNotificationsTypesRoute>> {}
