import type { adminGetVehicleRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { InventoryQueries } from '../search-vehicles/listing-reads';

/** One vehicle, for the vehicles team. */
export class GetAdminVehicleQuery extends Query<Awaited<ReturnType<InventoryQueries['detail']>>> {
  constructor(
    readonly input: RouteInput<typeof adminGetVehicleRoute>,
  ) {
    super();
  }
}
