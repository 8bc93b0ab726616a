import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { LEAD_UPDATE_CHANGES, type LeadUpdateChange } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { linkBaseUrl } from '../../../../platform/http/local-host';
import { systemContext } from '../../../../platform/http/request-context';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { CreditPublicApi } from '../../../credit/credit.public';
import { UserAccounts } from '../../../identity/identity.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { type AdfExtras, adfExtrasOf, leadAdf } from '../../adapters/lead-adf';
import { leadUpdateMail } from '../../adapters/lead-mail';
import { type BuyerPartOwners, leadProspectNow } from '../../queries/get-lead-card/lead-buyer-part';
import { notHeld } from '../../queries/get-leads/trial-limit';
import { LeadWorkStream } from '../../streams/lead-work-stream';
import { LEDGER } from '../lead-delivery/lead-delivery.timer';
import { LEAD_UPDATE, type LeadUpdatePayload } from './lead-update.deadline';

const EXTRA_OF: Record<LeadUpdateChange, keyof AdfExtras> = { trade_in: 'tradeIn', finance: 'finance' };
const NOTHING_SENT: AdfExtras = { tradeIn: null, finance: null };

/**
 * A buyer added a trade-in or financing to a purchase whose lead was already emailed (issue #45, ADR 0074): the
 * addresses that had the lead get its update, the whole prospect again as ADF/XML (`status="resend"`), and the lead's
 * timeline shows it (`LeadUpdateSent`). Only when the prospect's trade-in or financing differs from what the last
 * email carried (`lead_outbox.sent_extras`): a fact that changed neither (cash, the same trade-in saved again), or one
 * whose update another fact's already sent, sends nothing. A lead not emailed yet waits for its first email (which
 * carries the buyer's latest; one in flight is waited for). Each address once per fact (the ledger), the event once (decided by `updateId`): a retry
 * after a refused address, or a redelivered fact, sends and records nothing twice.
 */
@Injectable()
export class LeadUpdateTimer implements TimerHandler {
  readonly kind = LEAD_UPDATE;
  readonly outbox = 'mail';
  private readonly owners: BuyerPartOwners;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly leads: LeadWorkStream,
    accounts: UserAccounts,
    purchases: PurchasePublicApi,
    tradeIns: TradeInPublicApi,
    credit: CreditPublicApi,
  ) {
    this.owners = { accounts, purchases, tradeIns, credit };
  }

  async fire(deadline: Deadline): Promise<void> {
    const { leadId, updateId } = deadline.payload as unknown as LeadUpdatePayload;
    const lead = await this.db.selectFrom('dealer.lead_intents').selectAll().where('lead_id', '=', leadId).where(notHeld).executeTakeFirst();
    if (!lead || lead.company_id === null) return;
    const company = await this.db.selectFrom('dealer.companies').select(['name']).where('company_id', '=', lead.company_id).executeTakeFirst();
    if (!company) return;
    const outbox = await this.db.selectFrom('dealer.lead_outbox').select(['status', 'sent_extras']).where('lead_id', '=', leadId).executeTakeFirst();
    // The lead's first email has not run yet, or is running with the prospect read before this fact: wait for its
    // outcome (fired again with backoff), then compare with what it carried.
    if (!outbox) throw new Error(`lead ${leadId} not emailed yet: its update waits`);
    // Waiting for an address, or failed and retried: the next attempt builds the prospect again, with this fact.
    if (outbox.status !== 'sent') return;
    const now = this.clock.now();
    const { contact, prospect } = await leadProspectNow(this.db, this.owners, lead, company.name, now);
    if (!contact || !prospect) return;
    const extras = adfExtrasOf(prospect);
    const before = (outbox.sent_extras as AdfExtras | null) ?? NOTHING_SENT;
    const changes = LEAD_UPDATE_CHANGES.filter((c) => !isDeepStrictEqual(extras[EXTRA_OF[c]], before[EXTRA_OF[c]] ?? null));
    if (changes.length === 0) return;
    const delivered = await this.db.selectFrom('dealer.lead_deliveries').select('address').where('lead_id', '=', leadId).where('status', '=', 'sent')
      .orderBy('address').execute();
    if (delivered.length === 0) return;

    const base = linkBaseUrl(this.config, null);
    const mail = leadUpdateMail(lead.brand, {
      leadId, type: lead.type, vehicle: [lead.year, lead.make, lead.model].filter((v) => v !== null).join(' '), changes,
      customerName: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null, customerEmail: contact.email,
      companyName: company.name, base, detailsUrl: `${base}/en-ca/company/${lead.company_id}/lead-management`,
    });
    const adf = leadAdf({ ...prospect, status: 'resend' });
    const failures: string[] = [];
    for (const { address } of delivered) {
      try {
        await sendOnce(this.db, this.mailer, LEDGER, `lead-update:${leadId}:${updateId}:${address}`, {
          to: address, kind: 'dealer.lead', ...mail,
          attachments: [{ filename: `lead-${leadId}.xml`, contentType: 'application/xml', content: Buffer.from(adf, 'utf8') }],
        }, now);
      } catch (error) {
        failures.push(`${address}: ${String((error as Error)?.message ?? error).slice(0, 500)}`);
      }
    }
    // The timer fires again with backoff; the addresses already served are skipped by the ledger.
    if (failures.length > 0) throw new Error(`update of lead ${leadId} not delivered to ${failures.join('; ')}`);
    await this.leads.execute(
      { type: 'RecordLeadUpdate', leadId, companyId: lead.company_id, now: now.toISOString(), updateId, changes, addresses: delivered.length },
      'any', systemContext(now),
    );
    await this.db.updateTable('dealer.lead_outbox').set({ sent_extras: JSON.stringify(extras), updated_at: now.toISOString() }).where('lead_id', '=', leadId).execute();
  }
}
