import { vehicleDataCountriesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetCountriesQuery } from './get-countries.query';

@Controller()
export class GetCountriesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataCountriesRoute, { allow: 'public' })
  getCountries(@Input() input: RouteInput<typeof vehicleDataCountriesRoute>) {
    return this.queryBus.execute(new GetCountriesQuery(input));
  }
}
