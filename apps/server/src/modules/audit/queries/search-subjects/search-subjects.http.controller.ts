import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { auditSearchRoute, type RouteInput, type RouteResponse } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { RecordSearchCommand } from '../../commands/record-search/record-search.command';
import { SearchSubjectsQuery } from './search-subjects.query';

@Controller()
export class SearchSubjectsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  /** Every search is recorded on the searcher's access log before it is answered (ADR 0078); another site cannot run one. */
  @Endpoint(auditSearchRoute, { allow: AUDIT_READERS, verified: true, getChangesState: true })
  async search(@Input() input: RouteInput<typeof auditSearchRoute>, @Ctx() ctx: RequestContext) {
    const result: RouteResponse<typeof auditSearchRoute> = await this.queries.execute(new SearchSubjectsQuery(input.query, ctx));
    await this.commands.execute(new RecordSearchCommand(input.query.q, result.subjects, ctx));
    return result;
  }
}
