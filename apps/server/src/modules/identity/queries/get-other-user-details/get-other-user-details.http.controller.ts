import { getOtherUserDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetOtherUserDetailsQuery } from './get-other-user-details.query';

@Controller()
export class GetOtherUserDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getOtherUserDetailsRoute, { allow: USER_ADMINS, verified: true })
  getOtherUserDetails(@Input() input: RouteInput<typeof getOtherUserDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetOtherUserDetailsQuery(input.query.userId, ctx));
  }
}
