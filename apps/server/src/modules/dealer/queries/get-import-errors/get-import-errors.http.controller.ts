import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getNotificationsErrorsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetImportErrorsQuery } from './get-import-errors.query';

@Controller()
export class GetImportErrorsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsErrorsRoute, { allow: NOTIFICATION_USERS })
  errors(@Input() { query }: RouteInput<typeof getNotificationsErrorsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportErrorsQuery(query, ctx));
  }
}
