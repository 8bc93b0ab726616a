import { vehicleDataCitiesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetCitiesQuery } from './get-cities.query';

@Controller()
export class GetCitiesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataCitiesRoute, { allow: 'public' })
  getCities(@Input() input: RouteInput<typeof vehicleDataCitiesRoute>) {
    return this.queryBus.execute(new GetCitiesQuery(input));
  }
}
