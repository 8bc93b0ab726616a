import { getUserDetailsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetUserDetailsQuery } from './get-user-details.query';

@Controller()
export class GetUserDetailsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getUserDetailsRoute, { allow: ADMINS, verified: true })
  getUserDetails(@Input() input: RouteInput<typeof getUserDetailsRoute>) {
    return this.queryBus.execute(new GetUserDetailsQuery(input.query.userId));
  }
}
