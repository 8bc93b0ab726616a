import { getUserDevicesRoute, type RouteInput } from '@marketplace/contracts';
import { USER_ADMINS } from '@marketplace/domain';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetUserDevicesQuery } from './get-user-devices.query';

@Controller()
export class GetUserDevicesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getUserDevicesRoute, { allow: USER_ADMINS, verified: true })
  getUserDevices(@Input() input: RouteInput<typeof getUserDevicesRoute>) {
    return this.queryBus.execute(new GetUserDevicesQuery(input.query.userId));
  }
}
