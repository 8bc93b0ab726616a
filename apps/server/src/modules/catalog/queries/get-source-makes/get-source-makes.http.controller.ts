import { vehicleDataSourceMakesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetSourceMakesQuery } from './get-source-makes.query';

@Controller()
export class GetSourceMakesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataSourceMakesRoute, { allow: 'public' })
  getSourceMakes(@Input() input: RouteInput<typeof vehicleDataSourceMakesRoute>) {
    return this.queryBus.execute(new GetSourceMakesQuery(input));
  }
}
