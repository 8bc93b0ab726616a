import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes } from '../../adapters/company-scope';
import { visibleLead } from '../get-leads-details/visible-lead';
import { GetLeadDeliveriesQuery } from './get-lead-deliveries.query';

/** A visible lead's deliveries, one per company lead address (another company's lead: 404). */
@QueryHandler(GetLeadDeliveriesQuery)
export class GetLeadDeliveriesHandler implements IQueryHandler<GetLeadDeliveriesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ leadId, ctx }: GetLeadDeliveriesQuery) {
    await visibleLead(this.db, this.scopes, leadId, ctx);
    const rows = await this.db.selectFrom('dealer.lead_deliveries').selectAll().where('lead_id', '=', leadId).orderBy('address').execute();
    return {
      leadId,
      items: rows.map((r) => ({
        address: r.address as string, status: r.status as 'sent' | 'failed', attempts: r.attempts as number, lastError: r.last_error as string | null,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    };
  }
}
