import { vehicleDataTrimsRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { GetTrimsQuery } from './get-trims.query';

@Controller()
export class GetTrimsHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(vehicleDataTrimsRoute, { allow: 'public' })
  getTrims(@Input() input: RouteInput<typeof vehicleDataTrimsRoute>) {
    return this.queryBus.execute(new GetTrimsQuery(input));
  }
}
