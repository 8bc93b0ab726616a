import type { searchVehiclesRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { InventoryQueries } from './listing-reads';

/** Public inventory search. */
export class SearchVehiclesQuery extends Query<Awaited<ReturnType<InventoryQueries['search']>>> {
  constructor(
    readonly input: RouteInput<typeof searchVehiclesRoute>,
  ) {
    super();
  }
}
