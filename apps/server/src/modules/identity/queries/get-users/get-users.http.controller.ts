import { getUsersRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetUsersQuery } from './get-users.query';

@Controller()
export class GetUsersHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getUsersRoute, { allow: USER_ADMINS, verified: true })
  getUsers(@Input() input: RouteInput<typeof getUsersRoute>) {
    return this.queryBus.execute(new GetUsersQuery(input.query));
  }
}
