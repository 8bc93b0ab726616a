import type { getVehicleRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { InventoryQueries } from '../search-vehicles/listing-reads';

/** One listed vehicle (the vehicle page). */
export class GetVehicleQuery extends Query<Awaited<ReturnType<InventoryQueries['detail']>>> {
  constructor(
    readonly input: RouteInput<typeof getVehicleRoute>,
  ) {
    super();
  }
}
