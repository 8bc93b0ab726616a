import type { vehicleFacetsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { InventoryQueries } from '../search-vehicles/listing-reads';

/** Counts per filter value for the inventory filters. */
export class GetVehicleFacetsQuery extends Query<Awaited<ReturnType<InventoryQueries['facets']>>> {
  constructor(
    readonly input: RouteInput<typeof vehicleFacetsRoute>,
  ) {
    super();
  }
}
