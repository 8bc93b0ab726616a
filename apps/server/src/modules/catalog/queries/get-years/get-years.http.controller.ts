import { vehicleDataYearsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetYearsQuery } from './get-years.query';

@Controller()
export class GetYearsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataYearsRoute, { allow: 'public' })
  getYears(@Input() input: RouteInput<typeof vehicleDataYearsRoute>) {
    return this.queryBus.execute(new GetYearsQuery(input));
  }
}
