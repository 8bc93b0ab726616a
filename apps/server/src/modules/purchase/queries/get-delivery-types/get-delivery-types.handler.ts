import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { deliveryTypes } from '../../adapters/catalog-choices';
import { GetDeliveryTypesQuery } from './get-delivery-types.query';

/** Pickup (free) and delivery, as the catalog prices them. */
@QueryHandler(GetDeliveryTypesQuery)
export class GetDeliveryTypesHandler implements IQueryHandler<GetDeliveryTypesQuery> {
  constructor(@Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  async execute() {
    return { deliveryTypes: await deliveryTypes(this.catalog) };
  }
}
