import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { eligibleProtectionPlans } from '../../adapters/catalog-choices';
import { GetProtectionPlansQuery } from './get-protection-plans.query';

/** The plans a listed vehicle is eligible for (the catalog's reference data). */
@QueryHandler(GetProtectionPlansQuery)
export class GetProtectionPlansHandler implements IQueryHandler<GetProtectionPlansQuery> {
  constructor(@Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  async execute({ vehicleId, ctx }: GetProtectionPlansQuery) {
    const vehicle = await this.catalog.vehicle(vehicleId);
    if (!vehicle) throw new DomainError('purchase.vehicle_not_found', 'not_found', 'No such vehicle', 'query.vehicleId');
    return eligibleProtectionPlans(this.catalog, vehicle, ctx.now);
  }
}
