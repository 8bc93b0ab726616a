import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getNotificationsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetNotificationsQuery } from './get-notifications.query';

@Controller()
export class GetNotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsRoute, { allow: NOTIFICATION_USERS })
  notifications(@Input() { query }: RouteInput<typeof getNotificationsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetNotificationsQuery(query, ctx));
  }
}
