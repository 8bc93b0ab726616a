import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LEAD_EXPORT_MAX } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { companyUsers, leadContactOf, preferredLanguage, UserAccounts, userIdsNamed } from '../../../identity/identity.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { leadsAdf } from '../../adapters/lead-adf';
import { type LeadCsvRow, leadsCsv } from '../../adapters/lead-csv';
import { CreditPublicApi } from '../../../credit/credit.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { type BuyerPartOwners, type LeadContact, leadProspect, leadSourcesOf } from '../get-lead-card/lead-buyer-part';
import { dayRange } from '../get-leads/date-range';
import { LEAD_MANAGEMENT_DAYS } from '../get-leads/get-leads.handler';
import { leadIntentsIn } from '../get-leads/lead-intents-query';
import { leadSummaryOf, leadWorkOf } from '../get-leads/lead-rows';
import { ExportLeadsQuery } from './export-leads.query';
import { inOrder, type LeadExport, vendorNames } from './lead-export';

/** How many leads' personal data are opened at once (each opening reads the person's stream and key). */
const CONCURRENCY = 8;

/**
 * The lead list as ADF/XML or CSV (issue #45 item 7, ADR 0079): the list's own filters and company scope (a dealer:
 * their company; another company's id: 404), newest first, at most LEAD_EXPORT_MAX leads. ADF holds each lead's full
 * prospect (the buyer's part of its contact card, read in bulk: each buyer opened once); CSV one line per lead with the buyer's name, email and phone, headers in the caller's
 * language. Both name the buyers read, whom the route records on their access logs.
 */
@QueryHandler(ExportLeadsQuery)
export class ExportLeadsHandler implements IQueryHandler<ExportLeadsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    private readonly accounts: UserAccounts,
    purchases: PurchasePublicApi,
    tradeIns: TradeInPublicApi,
    credit: CreditPublicApi,
  ) {
    this.owners = { accounts, purchases, tradeIns, credit };
  }

  private readonly owners: BuyerPartOwners;

  async execute({ filters: f, ctx }: ExportLeadsQuery): Promise<LeadExport> {
    const scope = await this.scopes.of(ctx, f.companyId);
    const range = dayRange(ctx.now, LEAD_MANAGEMENT_DAYS, f.startDate, f.endDate);
    const customerUserIds = f.name === undefined ? undefined : await userIdsNamed(this.db, f.name);
    const rows = await leadIntentsIn(this.db, scope, range, { ...f, customerUserIds })
      .selectAll().orderBy('created_at', 'desc').orderBy('lead_id').limit(LEAD_EXPORT_MAX).execute();
    const name = `leads-${range.startDate}-${range.endDate}`;
    const headers = (ext: string) => ({ 'content-disposition': `attachment; filename="${name}.${ext}"`, 'cache-control': 'no-store' });
    // Each buyer's contact details opened once, however many of their leads the export holds.
    const contacts = new Map<string, LeadContact>();
    const people = [...new Set(rows.map((r) => r.customer_user_id as string))];
    await inOrder(people, CONCURRENCY, async (userId) => contacts.set(userId, await leadContactOf(this.accounts, userId)));
    const personsRead = people.filter((p) => contacts.get(p) !== null);
    if (f.format === 'adf') {
      const [vendor, sources] = await Promise.all([vendorNames(this.scopes), leadSourcesOf(this.db, rows.map((r) => r.lead_id as string))]);
      const prospects = await inOrder(rows, CONCURRENCY, async (row) => leadProspect(
        this.owners, row, contacts.get(row.customer_user_id as string) ?? null, sources.get(row.lead_id as string) ?? [], await vendor(row.company_id as number | null), ctx.now,
      ));
      return {
        file: { body: leadsAdf(prospects.filter((p) => p !== null)), contentType: 'application/xml; charset=utf-8', headers: headers('xml') },
        personsRead,
      };
    }
    const [work, language, users] = await Promise.all([
      leadWorkOf(this.db, rows.map((r) => r.lead_id as string)),
      preferredLanguage(this.db, ctx.principal!.userId),
      scope.kind === 'company' ? companyUsers(this.db, scope.companyId) : Promise.resolve([]),
    ]);
    const assigneeName = (userId: string | null) => (userId === null ? null : users.find((u) => u.userId === userId)?.name ?? userId);
    const lines: LeadCsvRow[] = rows.map((r) => {
      const lead = leadSummaryOf(r, work.get(r.lead_id as string) ?? null);
      const c = contacts.get(lead.customerUserId) ?? null;
      return {
        leadId: lead.leadId, createdAt: lead.createdAt, type: lead.type, status: lead.status, stage: lead.stage,
        firstName: c ? c.firstName : 'erased', lastName: c?.lastName ?? null, email: c?.email ?? null, phone: c?.phone ?? null, language: c?.language ?? null,
        year: lead.year, make: lead.make, model: lead.model, assignee: assigneeName(lead.assigneeUserId), firstContactAt: lead.firstContactAt,
        responseMinutes: lead.responseSeconds === null ? null : Math.round(lead.responseSeconds / 60),
      };
    });
    return {
      file: { body: leadsCsv(lines, language), contentType: 'text/csv; charset=utf-8', headers: headers('csv') },
      personsRead,
    };
  }
}
