import { getOtherUserDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { GetOtherUserDetailsQuery } from './get-other-user-details.query';

@Controller()
export class GetOtherUserDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getOtherUserDetailsRoute, { allow: ADMINS, verified: true })
  getOtherUserDetails(@Input() input: RouteInput<typeof getOtherUserDetailsRoute>, @Ctx() ctx: RequestContext) {
    return this.queryBus.execute(new GetOtherUserDetailsQuery(input.query.userId, ctx));
  }
}
