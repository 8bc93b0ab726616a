import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { userIdsNamed } from '../../../identity/identity.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { dayRange } from './date-range';
import { leadIntentsIn } from './lead-intents-query';
import { leadSummaryOf, leadWorkOf } from './lead-rows';
import { GetLeadsQuery } from './get-leads.query';

/** Spec §9: lead management shows the last 30 days unless asked otherwise. */
export const LEAD_MANAGEMENT_DAYS = 30;

/** Lead management (spec §3 filters: id, type, name, make, model, status, start and end date), newest first, paged. */
@QueryHandler(GetLeadsQuery)
export class GetLeadsHandler implements IQueryHandler<GetLeadsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters: f, ctx }: GetLeadsQuery) {
    const scope = await this.scopes.of(ctx, f.companyId);
    const range = dayRange(ctx.now, LEAD_MANAGEMENT_DAYS, f.startDate, f.endDate);
    const customerUserIds = f.name === undefined ? undefined : await userIdsNamed(this.db, f.name);
    const q = leadIntentsIn(this.db, scope, range, { ...f, customerUserIds });
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('created_at', 'desc').orderBy('lead_id').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const work = await leadWorkOf(this.db, rows.map((r) => r.lead_id as string));
    return { items: rows.map((r) => leadSummaryOf(r, work.get(r.lead_id) ?? null)), total: Number(count.n), startDate: range.startDate, endDate: range.endDate };
  }
}
