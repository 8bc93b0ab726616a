import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { getCreditPrequalificationRoute } from '@marketplace/contracts';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetCreditPrequalificationQuery } from './get-credit-prequalification.query';

@Controller()
export class GetCreditPrequalificationController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(getCreditPrequalificationRoute, { allow: 'authenticated' })
  prequalification(@Ctx() ctx: RequestContext) {
    return this.queries.execute(new GetCreditPrequalificationQuery(ctx));
  }
}
