import { vehicleDataProvincesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetProvincesQuery } from './get-provinces.query';

@Controller()
export class GetProvincesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataProvincesRoute, { allow: 'public' })
  getProvinces(@Input() input: RouteInput<typeof vehicleDataProvincesRoute>) {
    return this.queryBus.execute(new GetProvincesQuery(input));
  }
}
