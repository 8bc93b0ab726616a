import { Query } from '@nestjs/cqrs';
import type { VehicleTimer } from '@marketplace/contracts';
import type { RequestContext } from '../../../../platform/http/request-context';

export class CheckVehicleTimerQuery extends Query<VehicleTimer> {
  constructor(readonly vehicleId: string, readonly ctx: RequestContext) {
    super();
  }
}
