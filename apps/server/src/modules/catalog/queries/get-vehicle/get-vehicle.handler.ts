import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { GetVehicleQuery } from './get-vehicle.query';

@QueryHandler(GetVehicleQuery)
export class GetVehicleHandler implements IQueryHandler<GetVehicleQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: GetVehicleQuery) {
    return this.inventory.detail(query.input.params.id);
  }
}
