import { vehicleDataMakesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetMakesQuery } from './get-makes.query';

@Controller()
export class GetMakesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataMakesRoute, { allow: 'public' })
  getMakes(@Input() input: RouteInput<typeof vehicleDataMakesRoute>) {
    return this.queryBus.execute(new GetMakesQuery(input));
  }
}
