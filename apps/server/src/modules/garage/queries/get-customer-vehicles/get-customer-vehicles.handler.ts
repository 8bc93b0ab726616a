import { getCustomerVehiclesRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { garageVehicleView, ownerRows } from './garage-vehicle.view';
import { GetCustomerVehiclesQuery } from './get-customer-vehicles.query';

@QueryHandler(GetCustomerVehiclesQuery)
export class GetCustomerVehiclesHandler implements IQueryHandler<GetCustomerVehiclesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId }: GetCustomerVehiclesQuery) {
    return getCustomerVehiclesRoute.response.parse({ items: (await ownerRows(this.db, ownerId)).map(garageVehicleView) });
  }
}
