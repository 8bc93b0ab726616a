import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { leadSummaryOf, leadWorkOf } from '../get-leads/lead-rows';
import { GetLeadsDetailsQuery } from './get-leads-details.query';
import { visibleLead } from './visible-lead';

/** One lead and its timeline; a dealer asking for another company's lead gets 404. */
@QueryHandler(GetLeadsDetailsQuery)
export class GetLeadsDetailsHandler implements IQueryHandler<GetLeadsDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ leadId, ctx }: GetLeadsDetailsQuery) {
    const row = await visibleLead(this.db, this.scopes, leadId, ctx);
    const work = await leadWorkOf(this.db, [leadId]);
    return { ...leadSummaryOf(row, work.get(leadId) ?? null), brand: row.brand, timeline: row.timeline };
  }
}
