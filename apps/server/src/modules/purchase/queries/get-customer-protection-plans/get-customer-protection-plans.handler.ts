import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { eligibleProtectionPlans } from '../../adapters/catalog-choices';
import { TransactionDetailsRows } from '../get-transaction-details/transaction-details.rows';
import { GetCustomerProtectionPlansQuery } from './get-customer-protection-plans.query';

/** The transaction vehicle's plans and the buyer's choice. */
@QueryHandler(GetCustomerProtectionPlansQuery)
export class GetCustomerProtectionPlansHandler implements IQueryHandler<GetCustomerProtectionPlansQuery> {
  constructor(private readonly rows: TransactionDetailsRows, @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  async execute({ transactionId, ctx }: GetCustomerProtectionPlansQuery) {
    const row = await this.rows.owned(transactionId, ctx);
    const plans = await eligibleProtectionPlans(this.catalog, row.vehicle, ctx.now);
    return { ...plans, selectedPlanId: row.protectionPlan?.plan?.id ?? null, chosen: row.protectionPlan !== null };
  }
}
