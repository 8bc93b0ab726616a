import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditCustomerViewRoute, type RouteInput } from '@marketplace/contracts';
import { AUDIT_READERS } from '@marketplace/domain';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetCustomerViewQuery } from './get-customer-view.query';

@Controller()
export class GetCustomerViewController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(auditCustomerViewRoute, { allow: AUDIT_READERS, verified: true })
  view(@Input() input: RouteInput<typeof auditCustomerViewRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCustomerViewQuery(input.params.subjectId, input.query.at, ctx));
  }
}
