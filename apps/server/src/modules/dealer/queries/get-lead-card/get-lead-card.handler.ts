import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LeadCard } from '@marketplace/contracts';
import { isSealedField, type Personal } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { DB } from '../../../../platform/tokens';
import { CreditPublicApi } from '../../../credit/credit.public';
import { companyUsers, leadContactOf, UserAccounts } from '../../../identity/identity.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { LEAD_WORK_LEDGER, taskReminderKey } from '../../process/lead-task-reminder/lead-task-reminder.timer';
import { visibleLead } from '../get-leads-details/visible-lead';
import { leadSummaryOf } from '../get-leads/lead-rows';
import { leadWorkModel, type LeadWorkRow } from './lead-work.projection';
import { GetLeadCardQuery } from './get-lead-card.query';
import { leadBuyerPart, leadSourcesOf } from './lead-buyer-part';

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * A lead's contact card (issue #45 item 1, ADR 0074). Each part from its owner, through its public API, opened per
 * person: identity (name, email, phone, language; null once erased), purchase (the all-in price, the trade-in, the
 * credit band, the buyer's messages), trade-in (a standalone trade-in's offer), credit (a wizard application's band).
 * Then the dealer's work (dealer.lead_work) and one timeline: the buyer's events beside the dealer's.
 */
@QueryHandler(GetLeadCardQuery)
export class GetLeadCardHandler implements IQueryHandler<GetLeadCardQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    readonly accounts: UserAccounts,
    readonly purchases: PurchasePublicApi,
    readonly tradeIns: TradeInPublicApi,
    readonly credit: CreditPublicApi,
    private readonly vault: PrivacyVault,
  ) {}

  /** A text the dealer wrote about the buyer, opened with the buyer's key; null once they erased their account. */
  private async open(subjectId: string, value: Personal<string> | null | undefined): Promise<string | null> {
    if (value === null || value === undefined) return null;
    return isSealedField(value) ? this.vault.decrypt<string>(subjectId, value.$sealed) : value;
  }

  async execute({ leadId, ctx }: GetLeadCardQuery): Promise<LeadCard> {
    const row = await visibleLead(this.db, this.scopes, leadId, ctx);
    const lead = leadSummaryOf(row);
    const [workRow, outbox, contact, sources, users] = await Promise.all([
      this.db.selectFrom('dealer.lead_work').selectAll().where('lead_id', '=', leadId).executeTakeFirst(),
      this.db.selectFrom('dealer.lead_outbox').selectAll().where('lead_id', '=', leadId).executeTakeFirst(),
      leadContactOf(this.accounts, lead.customerUserId),
      leadSourcesOf(this.db, [leadId]),
      lead.companyId === null ? Promise.resolve([]) : companyUsers(this.db, lead.companyId),
    ]);
    const work: LeadWorkRow | null = workRow ? leadWorkModel.fromColumns(workRow) : null;
    const buyer = await leadBuyerPart(this, lead, row, contact, sources.get(leadId) ?? [], ctx.now);
    const nameOf = (userId: string | null) => (userId === null ? null : users.find((u) => u.userId === userId)?.name ?? null);
    const reminded = work && work.tasks.length > 0
      ? new Set((await this.db.selectFrom(LEAD_WORK_LEDGER).select('dedup_key')
        .where('dedup_key', 'in', work.tasks.map((t) => taskReminderKey(leadId, t.taskId))).execute()).map((r) => r.dedup_key as string))
      : new Set<string>();
    const subject = lead.customerUserId;
    const dealerLines = await Promise.all((work?.entries ?? []).map(async (e) => {
      const text = await this.open(subject, e.text);
      const detail = e.event === 'LeadAssigned' ? nameOf(e.userId ?? null)
        : e.event === 'LeadStageChanged' ? (text ? `${e.detail}: ${text}` : e.detail)
        : e.event === 'LeadNoteAdded' || e.event === 'LeadTaskAdded' ? text : e.detail;
      return { at: e.at, source: 'dealer' as const, event: e.event, by: nameOf(e.byUserId), detail };
    }));
    const timeline = [
      ...(row.timeline as { event: string; at: string }[]).map((e) => ({ at: e.at, source: 'buyer' as const, event: e.event, by: null, detail: null })),
      ...dealerLines,
    ].sort((a, b) => a.at.localeCompare(b.at));
    const tasks = await Promise.all((work?.tasks ?? []).map(async (t) => ({
      taskId: t.taskId, title: (await this.open(subject, t.title)) ?? '—', dueAt: t.dueAt, by: nameOf(t.byUserId), reminded: reminded.has(taskReminderKey(leadId, t.taskId)),
    })));
    const firstContactAt = work?.firstContactAt ?? null;
    return {
      leadId, version: work?.version ?? 0, type: lead.type, status: lead.status, companyId: lead.companyId, customerUserId: lead.customerUserId,
      createdAt: lead.createdAt,
      ...buyer,
      stage: work?.stage ?? 'new', lostReason: await this.open(subject, work?.lostReason),
      assignee: work?.assigneeUserId ? { userId: work.assigneeUserId, name: nameOf(work.assigneeUserId) ?? work.assigneeUserId } : null,
      assignees: users.map((u) => ({ userId: u.userId, name: u.name })),
      firstContactAt, responseSeconds: firstContactAt === null ? null : Math.max(0, Math.round((Date.parse(firstContactAt) - Date.parse(lead.createdAt)) / 1000)),
      escalated: work?.escalated ?? false,
      tasks,
      outbox: outbox
        ? { status: outbox.status as 'waiting', attempts: outbox.attempts as number, lastError: outbox.last_error as string | null, updatedAt: iso(outbox.updated_at) }
        : null,
      timeline,
    };
  }
}
