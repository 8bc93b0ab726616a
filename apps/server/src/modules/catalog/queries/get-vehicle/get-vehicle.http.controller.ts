import { getVehicleRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetVehicleQuery } from './get-vehicle.query';

@Controller()
export class GetVehicleHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(getVehicleRoute, { allow: 'public' })
  getVehicle(@Input() input: RouteInput<typeof getVehicleRoute>) {
    return this.queryBus.execute(new GetVehicleQuery(input));
  }
}
