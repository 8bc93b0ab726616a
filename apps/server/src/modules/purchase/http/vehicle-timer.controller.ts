import { Controller } from '@nestjs/common';
import {
  checkVehicleTimerRoute, deleteVehicleTimerRoute, expandVehicleTimerRoute, setVehicleTimerRoute, type RouteInput,
} from '@marketplace/contracts';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { VehicleHolds } from '../application/vehicle-holds';

/**
 * Spec §7 vehicle timer (GET as the spec names them). Any signed-in user may lock; email verification is required
 * later, before the deposit.
 */
@Controller()
export class VehicleTimerController {
  constructor(private readonly holds: VehicleHolds) {}

  @Endpoint(setVehicleTimerRoute, { allow: 'authenticated', getChangesState: true })
  set(@Input() input: RouteInput<typeof setVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.holds.set(input.params.id, ctx);
  }

  @Endpoint(checkVehicleTimerRoute, { allow: 'authenticated' })
  check(@Input() input: RouteInput<typeof checkVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.holds.check(input.params.id, ctx);
  }

  @Endpoint(expandVehicleTimerRoute, { allow: 'authenticated', getChangesState: true })
  expand(@Input() input: RouteInput<typeof expandVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.holds.expand(input.params.id, ctx);
  }

  @Endpoint(deleteVehicleTimerRoute, { allow: 'authenticated', getChangesState: true })
  release(@Input() input: RouteInput<typeof deleteVehicleTimerRoute>, @Ctx() ctx: RequestContext) {
    return this.holds.release(input.params.id, ctx);
  }
}
