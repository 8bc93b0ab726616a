import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NOTIFICATION_TYPES } from '@marketplace/contracts';
import { GetNotificationTypesQuery } from './get-notification-types.query';

/** get-notifications-types: the kinds of notification (today, inventory imports). */
@QueryHandler(GetNotificationTypesQuery)
export class GetNotificationTypesHandler implements IQueryHandler<GetNotificationTypesQuery> {
  execute() {
    return Promise.resolve({ items: NOTIFICATION_TYPES.map((t) => ({ ...t })) });
  }
}
