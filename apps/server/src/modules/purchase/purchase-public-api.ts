import { Inject, Injectable } from '@nestjs/common';
import { type Address, leadStreamId, type LeadEvent, type PersonalDetails, transactionStreamId } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { mailBrandOf } from '../../platform/mail/brands';
import { PAYMENTS, type Payments } from '../../platform/payments/payments.port';
import { DB, EVENT_STORE } from '../../platform/tokens';
import { preferredLanguage, userContact } from '../identity/identity.public';
import { depositReceiptOf } from './queries/get-customer-document/deposit-receipt-pdf';
import { PurchaseSettings } from './purchase.settings';
import { PersonalFields } from './adapters/personal-fields';
import { TransactionStream } from './streams/transaction-stream';
import { AccessActivity, type KeyActRecord } from './personal-data/access-activity';

/** What a dealer's lead card shows of a purchase (issue #45 item 1): from the stream, the personal parts opened. */
export interface PurchaseLeadFacts {
  /**
   * The all-in price the buyer holds (cents), with the vehicle's VIN; without a transaction, the price the vehicle page
   * showed with their latest message (null for messages sent before it was recorded).
   */
  readonly price: number | null;
  readonly vin: string | null;
  readonly tradeIn: { readonly year: number; readonly make: string; readonly model: string; readonly value: number | null } | null;
  /** The credit pre-qualification band the buyer attached to the purchase. */
  readonly creditBand: string | null;
  /** The buyer's messages to the dealer (text null once their key is shredded), oldest first. */
  readonly messages: readonly {
    readonly kind: 'question' | 'call_back' | 'test_drive' | 'other';
    readonly text: string | null;
    /** How the buyer asked to be reached (null on messages sent before the contact form asked) and the number they gave. */
    readonly contactMethod: 'email' | 'phone' | null;
    readonly phone: string | null;
    readonly at: string;
  }[];
}

/** What a card dispute's evidence takes from a purchase (issue #46): the buyer, the sale, the deposit's receipt. */
export interface PurchaseDisputeFacts {
  readonly buyerId: string;
  /** The buyer's language ('en-ca' or 'fr-ca'): the timeline PDF and the receipt are in it. */
  readonly language: 'en-ca' | 'fr-ca';
  /** Null once the buyer's key is shredded (or never given). */
  readonly customerName: string | null;
  readonly customerEmail: string | null;
  readonly billingAddress: string | null;
  readonly vehicle: { readonly year: number; readonly make: string; readonly model: string; readonly vin: string; readonly price: number };
  /** The deposit receipt PDF (in the buyer's language first); null before the deposit was paid. */
  readonly receipt: Buffer | null;
  /**
   * The address and device of the buyer's key acts (ADR 0087), oldest first: this purchase's deposit requests,
   * signatures and finalization, and the buyer's locks of its vehicle; the address null once their key is shredded.
   */
  readonly keyActs: readonly KeyActRecord[];
}

const addressLine = (a: Address) => [a.line1, a.line2, `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean).join(', ');

/**
 * What other contexts may ask the purchase context (ADR 0071). The dealer's lead card reads a purchase and its
 * messages here, from the streams, and opens the sealed parts with the buyer's key; the dealer records the read on
 * the buyer's access log.
 */
@Injectable()
export class PurchasePublicApi {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly personal: PersonalFields,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly settings: PurchaseSettings,
    private readonly activity: AccessActivity,
  ) {}

  /**
   * A purchase's facts for its card dispute's evidence, the buyer's sealed details opened with their key: the audit
   * context records the read on the purchase's access log before it asks. Null without such a purchase.
   */
  async disputeFacts(transactionId: string): Promise<PurchaseDisputeFacts | null> {
    const { state } = await this.transactions.load(transactionId);
    if (!state.exists) return null;
    const [language, contact, details, keyActs] = await Promise.all([
      preferredLanguage(this.db, state.userId), userContact(this.db, state.userId),
      this.personal.open<PersonalDetails>(state.userId, state.personalDetails).catch(() => null),
      this.activity.ofPurchase({ transactionId, userId: state.userId, vehicleId: state.vehicle.vehicleId }),
    ]);
    const first = language === 'fr-ca' ? 'fr' : 'en';
    const brand = mailBrandOf(null).name[first];
    return {
      buyerId: state.userId, language,
      customerName: details ? [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ') : null,
      customerEmail: contact?.email ?? null,
      billingAddress: details ? addressLine(details.billing) : null,
      vehicle: { year: state.vehicle.year, make: state.vehicle.make, model: state.vehicle.model, vin: state.vehicle.vin, price: state.vehicle.price },
      receipt: await depositReceiptOf(transactionId, state, { payments: this.payments, reservationMinutes: this.settings.reservationMinutes, first, brand }),
      keyActs,
    };
  }

  /**
   * What a notice to staff names of a purchase (the dispute reminder, ADR 0087): its vehicle, and the brand it was made
   * on (its first event's); nothing personal. Null without such a purchase.
   */
  async saleOf(transactionId: string): Promise<{ readonly vehicle: string; readonly brand: string | null } | null> {
    const [started] = await this.store.readStream(transactionStreamId(transactionId), { toVersion: 1 });
    const v = (started?.data as { vehicle?: { year: number; make: string; model: string } } | undefined)?.vehicle;
    return started && v ? { vehicle: `${v.year} ${v.make} ${v.model}`, brand: started.metadata.brand } : null;
  }

  /**
   * The emails this purchase sent its buyer (the ledger's rows, ADR 0020): which kind, when; oldest first. Not the
   * emails themselves: the audit timeline shows that each went (ADR 0087).
   */
  async emailsSent(transactionId: string): Promise<{ readonly kind: string; readonly key: string; readonly sentAt: string }[]> {
    const rows = await this.db.selectFrom('purchase.sent_emails').select(['dedup_key', 'kind', 'sent_at'])
      .where(sql<string>`split_part(dedup_key, ':', 2)`, '=', transactionId).orderBy('sent_at').limit(100).execute();
    return rows.map((r) => ({ kind: r.kind as string, key: r.dedup_key as string, sentAt: new Date(r.sent_at).toISOString() }));
  }

  async leadFacts(transactionId: string | null, messageIds: readonly string[]): Promise<PurchaseLeadFacts> {
    const state = transactionId ? (await this.transactions.load(transactionId)).state : null;
    const tx = state?.exists ? state : null;
    const trade = tx?.tradeIn && !tx.tradeIn.skip ? tx.tradeIn : null;
    const messages = [];
    let shownPrice: { at: string; price: number } | null = null;
    for (const id of messageIds) {
      const [event] = (await this.store.readStream(leadStreamId(id))) as unknown as LeadEvent[];
      if (!event) continue;
      const price = event.data.vehicle.price;
      if (price !== undefined && (!shownPrice || shownPrice.at < event.data.submittedAt)) shownPrice = { at: event.data.submittedAt, price };
      const [text, phone] = await Promise.all([
        this.personal.open<string>(event.data.userId, event.data.message).catch(() => null),
        event.data.phone ? this.personal.open<string>(event.data.userId, event.data.phone).catch(() => null) : null,
      ]);
      messages.push({ kind: event.data.kind, text, contactMethod: event.data.contactMethod ?? null, phone, at: event.data.submittedAt });
    }
    return {
      price: tx ? tx.vehicle.price : shownPrice?.price ?? null, vin: tx ? tx.vehicle.vin : null,
      tradeIn: trade && trade.year && trade.make && trade.model ? { year: trade.year, make: trade.make, model: trade.model, value: trade.value } : null,
      creditBand: tx?.creditDecision?.band ?? null,
      messages: messages.sort((a, b) => a.at.localeCompare(b.at)),
    };
  }
}
