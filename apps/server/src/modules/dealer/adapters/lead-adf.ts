import type { LeadCard } from '@marketplace/contracts';
import { XMLBuilder } from 'fast-xml-parser';

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
  /** ADF's prospect status: `resend` for an update of a lead the dealer had (its CRM matches it by id); `new` by default. */
  readonly status?: 'new' | 'resend';
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
 * removed. Markup characters are escaped by the XML builder.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (v: string | number) => String(v).replace(NOT_XML, '');

const present = (v: string | number | null | undefined): v is string | number => v !== null && v !== undefined && v !== '';
/** An element's content when present (text, or text with attributes), else nothing: the key is left out. */
const text = (value: string | number | null | undefined, attrs: Record<string, string> = {}) => {
  if (!present(value)) return undefined;
  const t = xmlText(value);
  return Object.keys(attrs).length === 0 ? t : { ...prefixed(attrs), '#text': t };
};
const prefixed = (attrs: Record<string, string>) => Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@_${k}`, v]));
/** The object without its undefined members (an absent optional element). */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const dollars = (cents: number) => (cents / 100).toFixed(2);

function vehicle(v: AdfVehicle, priceType: 'asking' | 'appraisal', finance: boolean) {
  return defined({
    ...prefixed({ interest: v.interest ?? 'buy', status: v.condition ?? 'used' }),
    year: text(v.year), make: text(v.make), model: text(v.model), vin: text(v.vin),
    price: present(v.price) ? text(dollars(v.price), { type: priceType, currency: 'CAD' }) : undefined,
    finance: finance ? { method: 'finance' } : undefined,
  });
}

function prospect(lead: AdfLead) {
  const c = lead.customer;
  const named = present(c.firstName) || present(c.lastName);
  const names = named
    ? [text(c.firstName, { part: 'first' }), text(c.lastName, { part: 'last' })].filter((n) => n !== undefined)
    : [text(c.email, { part: 'full' })];
  const comments = [lead.comments, lead.finance ? `Credit pre-qualification: ${lead.finance.band}` : null].filter(present).join('\n');
  return {
    '@_status': lead.status ?? 'new',
    id: text(lead.leadId, { sequence: '1', source: 'marketplace' }),
    requestdate: text(lead.requestDate),
    vehicle: [
      vehicle(lead.vehicle, 'asking', Boolean(lead.finance)),
      ...(lead.tradeIn ? [vehicle({ ...lead.tradeIn, interest: 'trade-in', condition: 'used' }, 'appraisal', false)] : []),
    ],
    customer: defined({ contact: defined({ name: names, email: text(c.email), phone: text(c.phone) }), comments: text(comments) }),
    vendor: { vendorname: text(lead.vendorName), contact: { '@_primarycontact': '1', name: text(lead.vendorName, { part: 'full' }) } },
    provider: { name: text('Shopicar', { part: 'full' }) },
  };
}

/**
 * fast-xml-parser's builder (ADR 0079): escapes text and attributes (processEntities), keeps the keys' order. The ADF
 * processing instruction `<?ADF VERSION "1.0"?>` is written as a boolean attribute named `VERSION "1.0"` (a boolean
 * attribute is written as its bare name), the form the ADF 1.0 specification gives.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', processEntities: true, suppressBooleanAttributes: true });

/**
 * Leads as one ADF 1.0 document (one prospect each): the dealer's lead email attachment (one lead) and the lead list's
 * export (ADR 0079). 10,000 prospects take about a second (xmlbuilder2's DOM took five times as long).
 */
export function leadsAdf(leads: readonly AdfLead[]): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '?ADF': { '@_VERSION "1.0"': true },
    adf: leads.length === 0 ? '' : { prospect: leads.map(prospect) },
  }) as string;
}

export const leadAdf = (lead: AdfLead): string => leadsAdf([lead]);

/** What a prospect is made of: a contact card's lead and buyer parts. */
export type ProspectSource = Pick<LeadCard, 'leadId' | 'type' | 'createdAt' | 'customer' | 'message' | 'vehicle' | 'tradeIn' | 'credit'>;

/** A contact card (or its buyer part) as its ADF prospect; null when the buyer erased their account: nothing to say about them. */
export function adfLeadOf(card: ProspectSource, vendorName: string): AdfLead | null {
  if (card.customer.status !== 'active') return null;
  const c = card.customer;
  const preferred = card.message?.contactMethod ? `Preferred contact: ${card.message.contactMethod}` : null;
  const comments = [card.message?.text, preferred].filter((line) => line).join('\n') || null;
  const isTradeInLead = card.type === 'trade_in';
  const tradeIn = card.tradeIn ? { year: card.tradeIn.year, make: card.tradeIn.make, model: card.tradeIn.model, price: card.tradeIn.value } : null;
  return {
    leadId: card.leadId, requestDate: card.createdAt,
    // A standalone trade-in lead has no vehicle to buy: its one vehicle is the buyer's car to trade in.
    vehicle: isTradeInLead && tradeIn
      ? { ...tradeIn, interest: 'trade-in' }
      : {
        year: card.vehicle?.year ?? null, make: card.vehicle?.make ?? null, model: card.vehicle?.model ?? null, vin: card.vehicle?.vin,
        condition: card.vehicle?.condition ?? null, price: card.vehicle?.price,
      },
    tradeIn: isTradeInLead ? null : tradeIn,
    finance: card.credit,
    customer: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone },
    vendorName, comments,
  };
}

/** What an ADF prospect says beyond the lead itself, which the buyer may add later: the trade-in, the financing. */
export interface AdfExtras {
  readonly tradeIn: AdfVehicle | null;
  readonly finance: { readonly band: string } | null;
}

export const adfExtrasOf = (lead: AdfLead): AdfExtras => ({ tradeIn: lead.tradeIn ?? null, finance: lead.finance ?? null });
