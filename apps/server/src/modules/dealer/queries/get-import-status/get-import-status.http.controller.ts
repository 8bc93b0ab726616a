import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getNotificationsImportStatusRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetImportStatusQuery } from './get-import-status.query';

@Controller()
export class GetImportStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getNotificationsImportStatusRoute, { allow: NOTIFICATION_USERS })
  status(@Input() { query }: RouteInput<typeof getNotificationsImportStatusRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportStatusQuery(query.importId, ctx));
  }
}
