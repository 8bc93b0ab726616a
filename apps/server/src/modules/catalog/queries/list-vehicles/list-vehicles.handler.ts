import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { ListVehiclesQuery } from './list-vehicles.query';

@QueryHandler(ListVehiclesQuery)
export class ListVehiclesHandler implements IQueryHandler<ListVehiclesQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: ListVehiclesQuery) {
    return this.inventory.adminList(query.input.query);
  }
}
