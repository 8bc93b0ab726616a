import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  getErrorsSectionsRoute, getNotificationsErrorsRoute, getNotificationsImportStatusRoute, getNotificationsImportsListRoute, getNotificationsRoute,
  getNotificationsTypesRoute, type RouteInput,
} from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../shared/company-scope';
import { notificationTypes } from './notifications.handlers';
import {
  GetErrorsSectionsQuery, GetImportErrorsQuery, GetImportsListQuery, GetImportStatusQuery, GetNotificationsQuery,
} from './notifications.queries';

/** The notification calls of spec §7 (inventory feed imports), under /api/notification/. */
@Controller()
export class NotificationsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsTypesRoute, { allow: NOTIFICATION_USERS })
  types() {
    return notificationTypes();
  }

  @Endpoint(getNotificationsRoute, { allow: NOTIFICATION_USERS })
  notifications(@Input() { query }: RouteInput<typeof getNotificationsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetNotificationsQuery(query, ctx));
  }

  @Endpoint(getNotificationsImportsListRoute, { allow: NOTIFICATION_USERS })
  imports(@Input() { query }: RouteInput<typeof getNotificationsImportsListRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportsListQuery(query, ctx));
  }

  @Endpoint(getNotificationsImportStatusRoute, { allow: NOTIFICATION_USERS })
  status(@Input() { query }: RouteInput<typeof getNotificationsImportStatusRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportStatusQuery(query.importId, ctx));
  }

  @Endpoint(getErrorsSectionsRoute, { allow: NOTIFICATION_USERS })
  sections(@Input() { query }: RouteInput<typeof getErrorsSectionsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetErrorsSectionsQuery(query.importId, ctx));
  }

  @Endpoint(getNotificationsErrorsRoute, { allow: NOTIFICATION_USERS })
  errors(@Input() { query }: RouteInput<typeof getNotificationsErrorsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportErrorsQuery(query, ctx));
  }
}
