import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LEAD_TYPES } from '@marketplace/contracts';
import { DealerErrors } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { dayRange, daysIn, daysOf } from '../get-leads/date-range';
import { leadIntentsIn } from '../get-leads/lead-intents-query';
import { GetLeadStatisticsQuery } from './get-lead-statistics.query';

/** Spec §9: the dashboard shows the last 10 days, ending today, unless asked otherwise. */
export const DASHBOARD_DAYS = 10;

/** The longest range the dashboard charts: a year, a leap day included. */
export const MAX_STATISTICS_DAYS = 366;

/**
 * The company dashboard (spec §3 dashboard filters: lead type, dates, make and model): leads by type, make, model and
 * day, and the tiles, in one pass over dealer.lead_intents (a projection; never the event store). The tiles count the
 * leads created in the range by the status they reached (a signed lead also had a deposit).
 */
@QueryHandler(GetLeadStatisticsQuery)
export class GetLeadStatisticsHandler implements IQueryHandler<GetLeadStatisticsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes) {}

  async execute({ filters: f, ctx }: GetLeadStatisticsQuery) {
    const scope = await this.scopes.of(ctx, f.companyId);
    const range = dayRange(ctx.now, DASHBOARD_DAYS, f.startDate, f.endDate);
    // The answer has a line per day: a range of centuries would be millions of lines built and checked on the event loop.
    if (daysIn(range.startDate, range.endDate) > MAX_STATISTICS_DAYS) throw DealerErrors.dateRangeTooLong(MAX_STATISTICS_DAYS);
    const leads = leadIntentsIn(this.db, scope, range, { type: f.type, make: f.make, model: f.model });
    const [rows, responseTimes] = await Promise.all([leads
      .select([
        'type', 'make', 'model', 'status',
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        (eb) => eb.fn.countAll<string>().as('n'),
      ])
      .groupBy(['type', 'make', 'model', 'status', sql`5`]) // 5: the day
      .execute(), responseTimesOf(this.db, leads)]);
    return {
      ...summarise(rows.map((r) => ({ ...r, n: Number(r.n) })), scope.kind === 'company' ? scope.companyId : null, range),
      responseTimes,
    };
  }
}

/**
 * Time to first contact (ADR 0074) of the range's leads, for the company and per salesperson (the lead's assignee at
 * read time): how many were contacted, how many still wait, and the median in seconds. One query over lead_work, its
 * leads chosen by the dashboard's own filters.
 */
async function responseTimesOf(db: Kysely<any>, leads: ReturnType<typeof leadIntentsIn>) {
  const seconds = sql<number>`extract(epoch from (w.first_contact_at - l.created_at))`;
  const median = sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`;
  const rows = await db.selectFrom('dealer.lead_intents as l')
    .leftJoin('dealer.lead_work as w', 'w.lead_id', 'l.lead_id')
    .where('l.lead_id', 'in', leads.select('lead_id'))
    .select([
      'w.assignee_user_id as assignee',
      sql<string>`grouping(w.assignee_user_id)`.as('all'),
      sql<string>`count(w.first_contact_at)`.as('contacted'),
      sql<string>`count(*) - count(w.first_contact_at)`.as('waiting'),
      median.as('median'),
    ])
    .groupBy(sql`grouping sets ((), (w.assignee_user_id))`)
    .execute();
  const total = rows.find((r) => Number(r.all) === 1);
  const people = rows.filter((r) => Number(r.all) === 0 && r.assignee !== null);
  const round = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));
  return {
    contacted: Number(total?.contacted ?? 0), waiting: Number(total?.waiting ?? 0), medianSeconds: round(total?.median ?? null),
    bySalesperson: await Promise.all(people.map(async (p) => {
      const u = await userContact(db, p.assignee as string);
      return { userId: p.assignee as string, name: u?.firstName || u?.email || (p.assignee as string), contacted: Number(p.contacted), medianSeconds: round(p.median) };
    })),
  };
}

interface Group { type: string; make: string | null; model: string | null; status: string; day: string; n: number }

function summarise(groups: Group[], companyId: number | null, range: { startDate: string; endDate: string }) {
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  const byType = new Map<string, number>(); const byMake = new Map<string, number>(); const byModel = new Map<string, number>();
  const byDay = new Map<string, number>();
  let total = 0; let deposits = 0; let signed = 0;
  for (const g of groups) {
    total += g.n;
    if (g.status === 'deposit' || g.status === 'signed') deposits += g.n;
    if (g.status === 'signed') signed += g.n;
    add(byType, g.type, g.n);
    add(byDay, g.day, g.n);
    if (g.make) add(byMake, g.make, g.n);
    if (g.make && g.model) add(byModel, `${g.make}\u0000${g.model}`, g.n);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    companyId, startDate: range.startDate, endDate: range.endDate,
    tiles: { newLeads: total, deposits, signed, conversion: total === 0 ? 0 : signed / total },
    byType: LEAD_TYPES.map((type) => ({ type, count: byType.get(type) ?? 0 })),
    byMake: sorted(byMake).map(([make, count]) => ({ make, count })),
    byModel: sorted(byModel).map(([k, count]) => ({ make: k.split('\u0000')[0], model: k.split('\u0000')[1], count })),
    perDay: daysOf(range.startDate, range.endDate).map((day) => ({ day, count: byDay.get(day) ?? 0 })),
  };
}
