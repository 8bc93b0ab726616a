import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditSearchRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SearchSubjectsQuery } from './search-subjects.query';

@Controller()
export class SearchSubjectsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditSearchRoute, { allow: AUDIT_READERS, verified: true })
  search(@Input() input: RouteInput<typeof auditSearchRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new SearchSubjectsQuery(input.query, ctx));
  }
}
