import { getUserTypesRoute } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint } from '../../../../platform/http/endpoint';
import { GetUserTypesQuery } from './get-user-types.query';

@Controller()
export class GetUserTypesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getUserTypesRoute, { allow: USER_ADMINS, verified: true })
  getUserTypes() {
    return this.queryBus.execute(new GetUserTypesQuery());
  }
}
