import { getCustomerVehicleDetailsRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { garageVehicleView, ownerRow } from '../get-customer-vehicles/garage-vehicle.view';
import { GetCustomerVehicleDetailsQuery } from './get-customer-vehicle-details.query';

@QueryHandler(GetCustomerVehicleDetailsQuery)
export class GetCustomerVehicleDetailsHandler implements IQueryHandler<GetCustomerVehicleDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId, garageVehicleId }: GetCustomerVehicleDetailsQuery) {
    return getCustomerVehicleDetailsRoute.response.parse({ items: [garageVehicleView(await ownerRow(this.db, ownerId, garageVehicleId))] });
  }
}
