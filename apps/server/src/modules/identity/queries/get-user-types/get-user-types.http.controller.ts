import { getUserTypesRoute } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADMINS } from '../../identity.access';
import { Endpoint } from '../../../../platform/http/endpoint';
import { GetUserTypesQuery } from './get-user-types.query';

@Controller()
export class GetUserTypesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getUserTypesRoute, { allow: ADMINS, verified: true })
  getUserTypes() {
    return this.queryBus.execute(new GetUserTypesQuery());
  }
}
