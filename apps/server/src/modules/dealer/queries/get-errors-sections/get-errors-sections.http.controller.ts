import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getErrorsSectionsRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { NOTIFICATION_USERS } from '../../adapters/company-scope';
import { GetErrorsSectionsQuery } from './get-errors-sections.query';

@Controller()
export class GetErrorsSectionsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getErrorsSectionsRoute, { allow: NOTIFICATION_USERS })
  sections(@Input() { query }: RouteInput<typeof getErrorsSectionsRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetErrorsSectionsQuery(query.importId, ctx));
  }
}
