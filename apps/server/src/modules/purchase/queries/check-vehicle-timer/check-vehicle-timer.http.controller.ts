import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { checkVehicleTimerRoute, type RouteInput } from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CheckVehicleTimerQuery } from './check-vehicle-timer.query';

@Controller()
export class CheckVehicleTimerController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(checkVehicleTimerRoute, { allow: 'authenticated', verified: true })
  check(@Input() input: RouteInput<typeof checkVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.queries.execute(new CheckVehicleTimerQuery(input.params.id, ctx));
  }
}
