import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getImportHoldsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetImportHoldsQuery } from './get-import-holds.query';

@Controller()
export class GetImportHoldsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getImportHoldsRoute, { allow: NOTIFICATION_USERS })
  holds(@Input() { query }: RouteInput<typeof getImportHoldsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetImportHoldsQuery(query.importId, ctx));
  }
}
