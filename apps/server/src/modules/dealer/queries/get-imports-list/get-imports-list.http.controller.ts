import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getNotificationsImportsListRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetImportsListQuery } from './get-imports-list.query';

@Controller()
export class GetImportsListController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsImportsListRoute, { allow: NOTIFICATION_USERS })
  imports(@Input() { query }: RouteInput<typeof getNotificationsImportsListRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportsListQuery(query, ctx));
  }
}
