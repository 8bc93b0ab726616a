import type { LeadCard } from '@marketplace/contracts';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

/** A vehicle of an ADF prospect: the one the buyer wants, or (`interest: 'trade-in'`) the car they trade in. */
export interface AdfVehicle {
  readonly year: number | null;
  readonly make: string | null;
  readonly model: string | null;
  readonly vin?: string | null;
  /** In cents, CAD: the all-in price the buyer saw, or the trade-in's offer. */
  readonly price?: number | null;
  readonly condition?: 'new' | 'used' | null;
  /** What the customer wants of it (ADF `interest`): buy by default; a trade-in is the customer's car to trade in. */
  readonly interest?: 'buy' | 'trade-in';
}

/** What an ADF 1.0 prospect says about one lead (the automotive lead format dealer CRMs read). */
export interface AdfLead {
  readonly leadId: string;
  /** ISO 8601, the lead's creation time. */
  readonly requestDate: string;
  readonly vehicle: AdfVehicle;
  /** The buyer's car to trade in, a second vehicle with `interest="trade-in"`. */
  readonly tradeIn?: AdfVehicle | null;
  /** The buyer asked for financing (ADF `finance`, method `finance`); the pre-qualification band goes in the comments. */
  readonly finance?: { readonly band: string } | null;
  readonly customer: { readonly firstName: string | null; readonly lastName?: string | null; readonly email: string; readonly phone?: string | null };
  readonly vendorName: string;
  readonly comments?: string | null;
}

/**
 * Text XML 1.0 cannot carry (control characters other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF):
 * removed. Markup characters are escaped by xmlbuilder2.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (v: string | number) => String(v).replace(NOT_XML, '');

const present = (v: string | number | null | undefined): v is string | number => v !== null && v !== undefined && v !== '';
const leaf = (parent: XMLBuilder, name: string, value: string | number | null | undefined, attrs: Record<string, string> = {}) => {
  if (present(value)) parent.ele(name, attrs).txt(xmlText(value));
};
const dollars = (cents: number) => (cents / 100).toFixed(2);

function vehicle(prospect: XMLBuilder, v: AdfVehicle, priceType: 'asking' | 'appraisal') {
  const interest = v.interest ?? 'buy';
  const el = prospect.ele('vehicle', { interest, status: v.condition ?? 'used' });
  leaf(el, 'year', v.year);
  leaf(el, 'make', v.make);
  leaf(el, 'model', v.model);
  leaf(el, 'vin', v.vin);
  if (present(v.price)) el.ele('price', { type: priceType, currency: 'CAD' }).txt(dollars(v.price));
  return el;
}

function prospect(adf: XMLBuilder, lead: AdfLead) {
  const p = adf.ele('prospect', { status: 'new' });
  p.ele('id', { sequence: '1', source: 'marketplace' }).txt(xmlText(lead.leadId));
  p.ele('requestdate').txt(xmlText(lead.requestDate));
  const wanted = vehicle(p, lead.vehicle, 'asking');
  if (lead.finance) wanted.ele('finance').ele('method').txt('finance');
  if (lead.tradeIn) vehicle(p, { ...lead.tradeIn, interest: 'trade-in', condition: 'used' }, 'appraisal');
  const c = lead.customer;
  const customer = p.ele('customer');
  const contact = customer.ele('contact');
  if (present(c.firstName) || present(c.lastName)) {
    leaf(contact, 'name', c.firstName, { part: 'first' });
    leaf(contact, 'name', c.lastName, { part: 'last' });
  } else contact.ele('name', { part: 'full' }).txt(xmlText(c.email));
  contact.ele('email').txt(xmlText(c.email));
  leaf(contact, 'phone', c.phone);
  const comments = [lead.comments, lead.finance ? `Credit pre-qualification: ${lead.finance.band}` : null].filter(present).join('\n');
  leaf(customer, 'comments', comments);
  const vendor = p.ele('vendor');
  vendor.ele('vendorname').txt(xmlText(lead.vendorName));
  vendor.ele('contact', { primarycontact: '1' }).ele('name', { part: 'full' }).txt(xmlText(lead.vendorName));
  p.ele('provider').ele('name', { part: 'full' }).txt('Shopicar');
}

/**
 * Leads as one ADF 1.0 document (one prospect each), built with xmlbuilder2: the dealer's lead email attachment
 * (one lead) and the lead list's export (ADR 0079).
 */
export function leadsAdf(leads: readonly AdfLead[]): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  doc.ins('ADF', 'VERSION "1.0"');
  const adf = doc.ele('adf');
  for (const lead of leads) prospect(adf, lead);
  return doc.end({ prettyPrint: true });
}

export const leadAdf = (lead: AdfLead): string => leadsAdf([lead]);

/** What a prospect is made of: a contact card's lead and buyer parts. */
export type ProspectSource = Pick<LeadCard, 'leadId' | 'type' | 'createdAt' | 'customer' | 'message' | 'vehicle' | 'tradeIn' | 'credit'>;

/** A contact card (or its buyer part) as its ADF prospect; null when the buyer erased their account: nothing to say about them. */
export function adfLeadOf(card: ProspectSource, vendorName: string): AdfLead | null {
  if (card.customer.status !== 'active') return null;
  const c = card.customer;
  const comments = card.message?.text ?? null;
  const isTradeInLead = card.type === 'trade_in';
  const tradeIn = card.tradeIn ? { year: card.tradeIn.year, make: card.tradeIn.make, model: card.tradeIn.model, price: card.tradeIn.value } : null;
  return {
    leadId: card.leadId, requestDate: card.createdAt,
    // A standalone trade-in lead has no vehicle to buy: its one vehicle is the buyer's car to trade in.
    vehicle: isTradeInLead && tradeIn
      ? { ...tradeIn, interest: 'trade-in' }
      : { year: card.vehicle?.year ?? null, make: card.vehicle?.make ?? null, model: card.vehicle?.model ?? null, vin: card.vehicle?.vin, price: card.vehicle?.price },
    tradeIn: isTradeInLead ? null : tradeIn,
    finance: card.credit,
    customer: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone },
    vendorName, comments,
  };
}
