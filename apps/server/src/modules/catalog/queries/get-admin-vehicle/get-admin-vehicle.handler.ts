import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../../inventory/inventory.queries';
import { GetAdminVehicleQuery } from './get-admin-vehicle.query';

@QueryHandler(GetAdminVehicleQuery)
export class GetAdminVehicleHandler implements IQueryHandler<GetAdminVehicleQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: GetAdminVehicleQuery) {
    return this.inventory.detail(query.input.params.id);
  }
}
