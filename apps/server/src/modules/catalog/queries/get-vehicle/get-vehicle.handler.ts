import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../../inventory/inventory.queries';
import { GetVehicleQuery } from './get-vehicle.query';

@QueryHandler(GetVehicleQuery)
export class GetVehicleHandler implements IQueryHandler<GetVehicleQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: GetVehicleQuery) {
    return this.inventory.detail(query.input.params.id);
  }
}
