import { getSocialAccountsRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetSocialAccountsQuery } from './get-social-accounts.query';

@Controller()
export class GetSocialAccountsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getSocialAccountsRoute, { allow: 'authenticated' })
  list(@Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetSocialAccountsQuery(ctx.principal!.userId));
  }
}
