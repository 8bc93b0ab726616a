import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../shared/company-scope';
import { DealerErrors } from '../../shared/dealer.errors';
import { leadSummaryOf } from '../leads/lead-rows';
import { GetLeadsDetailsQuery } from './get-leads-details.query';

/** One lead and its timeline; a dealer asking for another company's lead gets 404. */
@QueryHandler(GetLeadsDetailsQuery)
export class GetLeadsDetailsHandler implements IQueryHandler<GetLeadsDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ leadId, ctx }: GetLeadsDetailsQuery) {
    const scope = await this.scopes.of(ctx, undefined);
    const row = await this.db.selectFrom('dealer.lead_intents').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
    if (!row || !CompanyScopes.covers(scope, row.company_id)) throw DealerErrors.leadNotFound();
    return { ...leadSummaryOf(row), brand: row.brand, timeline: row.timeline };
  }
}
