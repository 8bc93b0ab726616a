import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { waitingHoldsOf } from '../../process/inventory-import/held-rows';
import { GetWaitingHoldsQuery } from './get-waiting-holds.query';

/**
 * get-waiting-holds: the company's review list (issue #45 item 8), the rows of every import still held for review (a
 * row replaced by a later import of the same VIN, confirmed or refused waits no more), and their count, which the
 * imports page and the dashboard announce. A dealer: their own company (another: 404); staff: one company or all.
 */
@QueryHandler(GetWaitingHoldsQuery)
export class GetWaitingHoldsHandler implements IQueryHandler<GetWaitingHoldsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters, ctx }: GetWaitingHoldsQuery) {
    const scope = await this.scopes.of(ctx, filters.companyId);
    return waitingHoldsOf(this.db, scope.kind === 'company' ? scope.companyId : null, filters);
  }
}
