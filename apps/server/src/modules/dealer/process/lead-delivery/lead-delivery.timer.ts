import { Inject, Injectable } from '@nestjs/common';
import { leadRecipients } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { UserAccounts } from '../../../identity/identity.public';
import { CreditPublicApi } from '../../../credit/credit.public';
import { PurchasePublicApi } from '../../../purchase/purchase.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { notHeld } from '../../queries/get-leads/trial-limit';
import { type BuyerPartOwners, leadProspectNow } from '../../queries/get-lead-card/lead-buyer-part';
import { type AdfExtras, adfExtrasOf, leadAdf } from '../../adapters/lead-adf';
import { LEAD_DELIVERY, type LeadDeliveryPayload } from './lead-delivery.deadline';
import { leadMail } from '../../adapters/lead-mail';
import { linkBaseUrl } from '../../../../platform/http/local-host';

/** The ledger of lead emails (a lead, its resends and its updates: each key once). */
export const LEDGER = 'dealer.sent_lead_emails';

/**
 * Sends a new lead to each lead address of its company, once per lead and address (the ledger's key), with the lead as
 * ADF/XML: the full prospect of its contact card (name parts, email, phone, message, the vehicle with its all-in price,
 * the trade-in, the credit band) as of the sending, built as the export builds it (`leadProspect`). Each address's
 * outcome is recorded in dealer.lead_deliveries (get-lead-deliveries), and the lead's in dealer.lead_outbox (issue #45
 * item 6, ADR 0074): a company with no lead address yet leaves the lead `waiting`, and the lead-outbox process sends
 * it when an address is added. If one address failed, it throws: the timer fires again with backoff (the cause shows
 * on the lead), and the addresses already served are skipped by the ledger. A dealer's resend (`resend`) has ledger
 * keys of its own.
 */
@Injectable()
export class LeadDeliveryTimer implements TimerHandler {
  readonly kind = LEAD_DELIVERY;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly accounts: UserAccounts,
    purchases: PurchasePublicApi,
    tradeIns: TradeInPublicApi,
    credit: CreditPublicApi,
  ) {
    this.owners = { accounts, purchases, tradeIns, credit };
  }

  private readonly owners: BuyerPartOwners;

  async fire(deadline: Deadline): Promise<void> {
    const { leadId, resend } = deadline.payload as unknown as LeadDeliveryPayload;
    // A lead held over its company's trial is not sent; a paid plan schedules its delivery again (ADR 0032).
    const lead = await this.db.selectFrom('dealer.lead_intents').selectAll().where('lead_id', '=', leadId).where(notHeld).executeTakeFirst();
    if (!lead || lead.company_id === null) return;
    const company = await this.db.selectFrom('dealer.companies').select(['name', 'emails', 'lead_routes']).where('company_id', '=', lead.company_id).executeTakeFirst();
    if (!company) return;
    const queued = await this.db.selectFrom('dealer.lead_outbox').select('price').where('lead_id', '=', leadId).executeTakeFirst();
    const price = (deadline.payload as unknown as LeadDeliveryPayload).price ?? (queued?.price == null ? null : Number(queued.price));
    // The company's routing (issue #45) chooses among its addresses by lead type, make and brand.
    const addresses = leadRecipients(company.emails as string[], company.lead_routes ?? [], { type: lead.type, make: lead.make, brand: lead.brand });
    if (addresses.length === 0) return this.recordOutbox(leadId, lead.company_id, price, 'waiting', null);
    const { contact, prospect } = await leadProspectNow(this.db, this.owners, lead, company.name, this.clock.now());
    if (!contact || !prospect) return this.recordOutbox(leadId, lead.company_id, price, 'failed', 'The buyer erased their account: nothing to send');
    // The company area, on the marketplace's own site (dealers sign in there, whichever brand the customer used).
    const base = linkBaseUrl(this.config, null);
    const vehicle = [lead.year, lead.make, lead.model].filter((v) => v !== null).join(' ');
    const mail = leadMail(lead.brand, {
      leadId, type: lead.type, vehicle, customerName: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null, customerEmail: contact.email,
      companyName: company.name, base, detailsUrl: `${base}/en-ca/company/${lead.company_id}/lead-management`,
    });
    const adf = leadAdf(prospect);
    const failures: string[] = [];
    for (const address of addresses) {
      try {
        const outcome = await sendOnce(this.db, this.mailer, LEDGER, `lead:${leadId}:${address}${resend ? `:resend-${resend}` : ''}`, {
          to: address, kind: 'dealer.lead', ...mail,
          attachments: [{ filename: `lead-${leadId}.xml`, contentType: 'application/xml', content: Buffer.from(adf, 'utf8') }],
        }, this.clock.now());
        if (outcome === 'sent') await this.record(leadId, address, 'sent', null);
      } catch (error) {
        const message = String((error as Error)?.message ?? error).slice(0, 500);
        failures.push(`${address}: ${message}`);
        await this.record(leadId, address, 'failed', message);
      }
    }
    // Sent: what it carried of the trade-in and financing, so that an update goes only when the buyer adds to them.
    await this.recordOutbox(
      leadId, lead.company_id, price, failures.length > 0 ? 'failed' : 'sent', failures.length > 0 ? failures.join('; ').slice(0, 1000) : null,
      failures.length > 0 ? undefined : adfExtrasOf(prospect),
    );
    if (failures.length > 0) throw new Error(`lead ${leadId} not delivered to ${failures.join('; ')}`);
  }

  /** The lead's line in the outbox: what its last attempt found (waiting for an address, sent, or the failure's cause). */
  private async recordOutbox(
    leadId: string, companyId: number, price: number | null, status: 'waiting' | 'sent' | 'failed', error: string | null, extras?: AdfExtras,
  ) {
    const now = this.clock.now().toISOString();
    const attempted = status === 'waiting' ? 0 : 1;
    const sentExtras = extras === undefined ? {} : { sent_extras: JSON.stringify(extras) };
    await this.db.insertInto('dealer.lead_outbox')
      .values({ lead_id: leadId, company_id: companyId, status, price, attempts: attempted, last_error: error, updated_at: now, ...sentExtras })
      .onConflict((oc) => oc.column('lead_id').doUpdateSet((eb) => ({
        status, last_error: error, updated_at: now, price: eb.fn.coalesce('dealer.lead_outbox.price', eb.val(price)),
        attempts: eb('dealer.lead_outbox.attempts', '+', attempted), ...sentExtras,
      })))
      .execute();
  }

  private async record(leadId: string, address: string, status: 'sent' | 'failed', error: string | null) {
    const now = this.clock.now().toISOString();
    await this.db.insertInto('dealer.lead_deliveries')
      .values({ lead_id: leadId, address, status, attempts: 1, last_error: error, updated_at: now })
      .onConflict((oc) => oc.columns(['lead_id', 'address']).doUpdateSet((eb) => ({
        status, last_error: error, updated_at: now, attempts: eb('dealer.lead_deliveries.attempts', '+', 1),
      })))
      .execute();
  }
}
