import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditReadModelCheckRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { CheckReadModelsQuery } from './check-read-models.query';

@Controller()
export class CheckReadModelsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditReadModelCheckRoute, { allow: AUDIT_READERS, verified: true })
  check(@Input() input: RouteInput<typeof auditReadModelCheckRoute>) {
    return this.queries.execute(new CheckReadModelsQuery(input.params.subjectId));
  }
}
