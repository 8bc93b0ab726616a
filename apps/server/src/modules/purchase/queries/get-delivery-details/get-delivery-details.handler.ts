import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PURCHASE_LIMITS, type Address } from '@marketplace/domain';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { deliveryTypes } from '../../adapters/catalog-choices';
import { earliestDeliveryDate } from '../../views/local-date';
import { PersonalFields } from '../../adapters/personal-fields';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetDeliveryDetailsQuery } from './get-delivery-details.query';

/** The delivery step: types, the earliest date (today + 2 days at the dealer), the dealer, the buyer's current choice. */
@QueryHandler(GetDeliveryDetailsQuery)
export class GetDeliveryDetailsHandler implements IQueryHandler<GetDeliveryDetailsQuery> {
  constructor(
    private readonly rows: TransactionDetailsRows,
    private readonly personal: PersonalFields,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
  ) {}

  async execute({ transactionId, ctx }: GetDeliveryDetailsQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const [types, address] = await Promise.all([deliveryTypes(this.catalog), this.personal.open<Address>(row.userId, row.entries.deliveryAddress)]);
    const dealer = row.vehicle.dealer;
    return {
      deliveryTypes: types,
      earliestDate: earliestDeliveryDate(dealer.province, ctx.now),
      maxDistanceKm: types.find((t) => t.key === 'delivery')?.maxDistanceKm ?? PURCHASE_LIMITS.deliveryRadiusKm,
      dealer: { name: dealer.name, city: dealer.city, province: dealer.province },
      delivery: row.delivery && { ...row.delivery, address },
    };
  }
}
