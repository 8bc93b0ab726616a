import { getCustomerVehicleValueRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { currentValue, ownerRow } from '../get-customer-vehicles/garage-vehicle.view';
import { GetCustomerVehicleValueQuery } from './get-customer-vehicle-value.query';

@QueryHandler(GetCustomerVehicleValueQuery)
export class GetCustomerVehicleValueHandler implements IQueryHandler<GetCustomerVehicleValueQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId, garageVehicleId }: GetCustomerVehicleValueQuery) {
    const row = await ownerRow(this.db, ownerId, garageVehicleId);
    return getCustomerVehicleValueRoute.response.parse({ garageVehicleId, current: currentValue(row), history: row.history });
  }
}
