import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { GetAdminVehicleQuery } from './get-admin-vehicle.query';

@QueryHandler(GetAdminVehicleQuery)
export class GetAdminVehicleHandler implements IQueryHandler<GetAdminVehicleQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: GetAdminVehicleQuery) {
    return this.inventory.detail(query.input.params.id);
  }
}
