import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getNotificationsTypesRoute } from '@marketplace/contracts';
import { Endpoint } from '../../../../platform/http/endpoint';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetNotificationTypesQuery } from './get-notification-types.query';

/** The kinds of notification (spec §7, under /api/notification/). */
@Controller()
export class GetNotificationTypesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsTypesRoute, { allow: NOTIFICATION_USERS })
  types() {
    return this.queries.execute(new GetNotificationTypesQuery());
  }
}
