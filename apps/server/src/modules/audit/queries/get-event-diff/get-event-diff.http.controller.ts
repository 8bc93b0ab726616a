import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditEventDiffRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetEventDiffQuery } from './get-event-diff.query';

@Controller()
export class GetEventDiffController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditEventDiffRoute, { allow: AUDIT_READERS, verified: true })
  diff(@Input() input: RouteInput<typeof auditEventDiffRoute>) {
    return this.queries.execute(new GetEventDiffQuery(input.params.streamId, input.params.version));
  }
}
