import type { carsGetTrimEquipmentRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** A trim's equipment, grouped. */
export class GetTrimEquipmentQuery extends Query<RouteResponse<typeof carsGetTrimEquipmentRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsGetTrimEquipmentRoute>,
  ) {
    super();
  }
}
