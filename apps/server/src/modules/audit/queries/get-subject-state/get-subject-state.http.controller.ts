import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditSubjectStateRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetSubjectStateQuery } from './get-subject-state.query';

@Controller()
export class GetSubjectStateController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditSubjectStateRoute, { allow: AUDIT_READERS, verified: true })
  state(@Input() input: RouteInput<typeof auditSubjectStateRoute>) {
    return this.queries.execute(new GetSubjectStateQuery(input.params.subjectId, input.query));
  }
}
