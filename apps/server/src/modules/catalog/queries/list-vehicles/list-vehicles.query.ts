import type { adminListVehiclesRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { InventoryQueries } from '../search-vehicles/listing-reads';

/** The vehicles list of the vehicles team. */
export class ListVehiclesQuery extends Query<Awaited<ReturnType<InventoryQueries['adminList']>>> {
  constructor(
    readonly input: RouteInput<typeof adminListVehiclesRoute>,
  ) {
    super();
  }
}
