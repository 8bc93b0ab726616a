import type { LeadCard } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CreditPublicApi } from '../../../credit/credit.public';
import { leadContactOf, type UserAccounts } from '../../../identity/identity.public';
import type { PurchasePublicApi } from '../../../purchase/purchase.public';
import type { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import type { LeadSummary } from '@marketplace/contracts';
import { type AdfLead, adfLeadOf } from '../../adapters/lead-adf';
import { leadSummaryOf } from '../get-leads/lead-rows';

/** What a card and an ADF prospect say of the buyer: each part read from its owner (ADR 0074). */
export type LeadBuyerPart = Pick<LeadCard, 'customer' | 'message' | 'vehicle' | 'tradeIn' | 'credit'>;
export type LeadContact = Awaited<ReturnType<typeof leadContactOf>>;

export interface BuyerPartOwners {
  readonly accounts: UserAccounts;
  readonly purchases: PurchasePublicApi;
  readonly tradeIns: TradeInPublicApi;
  readonly credit: CreditPublicApi;
}

/** The vehicle columns of a dealer.lead_intents row (from purchase's public events, when they carried them). */
export interface LeadVehicleColumns { readonly vin?: string | null; readonly condition?: 'new' | 'used' | null }

interface LeadSource { readonly kind: string; readonly lead_id: string | null; readonly transaction_id: string | null }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The purchase facts dealer.leads keeps of each lead (uuid ids; a lead's id is one): one query for many leads.
 * A purchase's lead is its transaction; a message alone is a lead of its own.
 */
export async function leadSourcesOf(db: Kysely<any>, leadIds: readonly string[]): Promise<Map<string, LeadSource[]>> {
  const ids = leadIds.filter((id) => UUID.test(id));
  const out = new Map<string, LeadSource[]>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('dealer.leads').select(['kind', 'lead_id', 'transaction_id'])
    .where((eb) => eb.or([eb('transaction_id', 'in', ids), eb('lead_id', 'in', ids)])).execute() as LeadSource[];
  const wanted = new Set(ids);
  for (const r of rows) {
    for (const key of new Set([r.transaction_id, r.lead_id])) {
      if (key && wanted.has(key)) out.set(key, [...(out.get(key) ?? []), r]);
    }
  }
  return out;
}

/**
 * The buyer's side of a lead: their contact details (null once erased: "erased"), their last message, the vehicle with
 * the all-in price they saw, the trade-in and the credit band, each from its owner's public API, opened per person.
 */
export async function leadBuyerPart(
  owners: BuyerPartOwners, lead: LeadSummary, row: LeadVehicleColumns, contact: LeadContact, sources: readonly LeadSource[], now: Date,
): Promise<LeadBuyerPart> {
  const isTransaction = sources.some((s) => s.kind === 'buy_online_started');
  const messageIds = sources.filter((s) => s.kind.startsWith('lead_') && s.lead_id).map((s) => s.lead_id!);
  const facts = lead.type === 'buy_online' ? await owners.purchases.leadFacts(isTransaction ? lead.leadId : null, messageIds) : null;
  const tradeInOffer = lead.type === 'trade_in' ? await owners.tradeIns.usableTradeInValue(lead.leadId, lead.customerUserId, now) : null;
  const prequalification = lead.type === 'credit' ? await owners.credit.latestPrequalification(lead.customerUserId, now) : null;
  const band = facts?.creditBand ?? prequalification?.band;
  const last = facts?.messages.at(-1) ?? null;
  // The way and the number the buyer gave with their latest message (the contact form) come first; without one, a
  // call-back request or a profile with only a phone means phone.
  const contactMethod = last?.contactMethod
    ?? (facts?.messages.some((m) => m.kind === 'call_back') || (contact && !contact.email && contact.phone) ? 'phone' : 'email');
  return {
    customer: contact ? { status: 'active', ...contact, phone: last?.phone ?? contact.phone, contactMethod } : { status: 'erased' },
    message: last && { kind: last.kind, text: last.text, contactMethod: last.contactMethod, at: last.at },
    vehicle: lead.make === null ? null : {
      year: lead.year, make: lead.make, model: lead.model, vin: facts?.vin ?? row.vin ?? null, condition: row.condition ?? null, price: facts?.price ?? null,
    },
    tradeIn: facts?.tradeIn
      ?? (lead.type === 'trade_in' && lead.make !== null ? { year: lead.year!, make: lead.make, model: lead.model!, value: tradeInOffer?.value ?? null } : null),
    credit: band ? { band } : null,
  };
}

/**
 * One lead's full ADF prospect (issue #45 item 7): the buyer's part of its contact card (name parts, email, phone, their
 * message, the vehicle with its all-in price, the trade-in, the credit band) as the one ADF builder writes it. The
 * export (one lead or a list) and the lead email's attachment both take it from here. Null once the buyer is erased.
 */
export async function leadProspect(
  owners: BuyerPartOwners, row: LeadVehicleColumns, contact: LeadContact, sources: readonly LeadSource[], vendorName: string, now: Date,
): Promise<AdfLead | null> {
  if (contact === null) return null;
  const lead = leadSummaryOf(row);
  const buyer = await leadBuyerPart(owners, lead, row, contact, sources, now);
  return adfLeadOf({ leadId: lead.leadId, type: lead.type, createdAt: lead.createdAt, ...buyer }, vendorName);
}

/**
 * The ADF prospect of one lead (its dealer.lead_intents row) as its email carries it now (the delivery and its
 * updates): the buyer's contact (null once erased) and their prospect, read from each owner.
 */
export async function leadProspectNow(
  db: Kysely<any>, owners: BuyerPartOwners, lead: Record<string, any>, vendorName: string, now: Date,
) {
  const leadId = lead.lead_id as string;
  const contact = await leadContactOf(owners.accounts, lead.customer_user_id as string);
  const sources = await leadSourcesOf(db, [leadId]);
  const prospect = await leadProspect(owners, lead, contact, sources.get(leadId) ?? [], vendorName, now);
  return { contact, prospect };
}
