import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InventoryQueries } from '../search-vehicles/listing-reads';
import { GetVehicleFacetsQuery } from './get-vehicle-facets.query';

@QueryHandler(GetVehicleFacetsQuery)
export class GetVehicleFacetsHandler implements IQueryHandler<GetVehicleFacetsQuery> {
  constructor(private readonly inventory: InventoryQueries) {}

  async execute(query: GetVehicleFacetsQuery) {
    return this.inventory.facets(query.input.query);
  }
}
