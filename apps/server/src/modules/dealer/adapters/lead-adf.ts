/** What an ADF 1.0 prospect says about one lead (the automotive lead format dealer CRMs read). */
export interface AdfLead {
  readonly leadId: string;
  /** ISO 8601, the lead's creation time. */
  readonly requestDate: string;
  readonly vehicle: {
    readonly year: number | null;
    readonly make: string | null;
    readonly model: string | null;
    readonly vin?: string | null;
    /** In cents, CAD. */
    readonly price?: number | null;
    readonly condition?: 'new' | 'used' | null;
    /** What the customer wants of it (ADF `interest`): buy by default; a trade-in lead is the customer's car to trade in. */
    readonly interest?: 'buy' | 'trade-in';
  };
  readonly customer: { readonly firstName: string | null; readonly lastName?: string | null; readonly email: string; readonly phone?: string | null };
  readonly vendorName: string;
  readonly comments?: string | null;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (v: string | number) => String(v).replace(/[&<>"']/g, (c) => ENTITIES[c]);
const el = (name: string, value: string | number | null | undefined, attrs = '') =>
  value === null || value === undefined || value === '' ? [] : [`<${name}${attrs}>${esc(value)}</${name}>`];

/** The lead as an ADF 1.0 document (one prospect), attached to the dealer's lead email. */
export function leadAdf(lead: AdfLead): string {
  const v = lead.vehicle;
  const c = lead.customer;
  const price = v.price === null || v.price === undefined ? [] : [`<price type="asking" currency="CAD">${(v.price / 100).toFixed(2)}</price>`];
  const names = [...el('name', c.firstName, ' part="first"'), ...el('name', c.lastName, ' part="last"')];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?ADF VERSION "1.0"?>',
    '<adf>',
    '<prospect status="new">',
    `<id sequence="1" source="marketplace">${esc(lead.leadId)}</id>`,
    `<requestdate>${esc(lead.requestDate)}</requestdate>`,
    `<vehicle interest="${v.interest ?? 'buy'}" status="${v.condition ?? 'used'}">`,
    ...el('year', v.year), ...el('make', v.make), ...el('model', v.model), ...el('vin', v.vin), ...price,
    '</vehicle>',
    '<customer>',
    '<contact>',
    ...(names.length > 0 ? names : [`<name part="full">${esc(c.email)}</name>`]),
    `<email>${esc(c.email)}</email>`,
    ...el('phone', c.phone),
    '</contact>',
    ...el('comments', lead.comments),
    '</customer>',
    '<vendor>',
    `<vendorname>${esc(lead.vendorName)}</vendorname>`,
    '<contact primarycontact="1">',
    `<name part="full">${esc(lead.vendorName)}</name>`,
    '</contact>',
    '</vendor>',
    '<provider>',
    '<name part="full">Shopicar</name>',
    '</provider>',
    '</prospect>',
    '</adf>',
    '',
  ].join('\n');
}
