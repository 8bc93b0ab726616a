import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from './listing-reads';
import { SearchVehiclesQuery } from './search-vehicles.query';

@QueryHandler(SearchVehiclesQuery)
export class SearchVehiclesHandler implements IQueryHandler<SearchVehiclesQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: SearchVehiclesQuery) {
    return this.inventory.search(query.input.query);
  }
}
