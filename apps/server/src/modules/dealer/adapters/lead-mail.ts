import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type RenderedMail } from '../../../platform/mail/templates';

export interface LeadMailFacts {
  readonly leadId: string;
  readonly type: string;
  readonly vehicle: string;
  readonly customerName: string | null;
  readonly customerEmail: string;
  readonly companyName: string;
  readonly detailsUrl: string;
  /** `https://host` of the marketplace, where dealers sign in (ADR 0046): the logo and home link of the email. */
  readonly base: string;
}

const TYPE_NAMES: Record<string, { en: string; fr: string }> = {
  buy_online: { en: 'Buy online', fr: 'Achat en ligne' },
  trade_in: { en: 'Trade-in', fr: 'Échange' },
  credit: { en: 'Credit', fr: 'Crédit' },
};

/** What an update email names as new: the buyer's trade-in, their financing (a credit pre-qualification). */
const CHANGE_NAMES: Record<string, { en: string; fr: string }> = {
  trade_in: { en: 'a trade-in', fr: 'un véhicule à échanger' },
  finance: { en: 'financing with a credit pre-qualification', fr: 'un financement avec une préqualification de crédit' },
};

/**
 * The update of a lead already emailed to a dealer's lead address (the buyer added a trade-in or financing), with the
 * whole prospect again as ADF/XML (`status="resend"`): English then French, as the lead email.
 */
export function leadUpdateMail(brandToken: string | null, f: LeadMailFacts & { readonly changes: readonly string[] }): RenderedMail {
  const brand = mailBrandOf(brandToken).name;
  const customer = f.customerName ? `${f.customerName} <${f.customerEmail}>` : f.customerEmail;
  const names = f.changes.map((c) => CHANGE_NAMES[c] ?? { en: c, fr: c });
  const en = names.map((n) => n.en).join(' and ');
  const fr = names.map((n) => n.fr).join(' et ');
  return render({
    lang: 'en-ca', brand: brandToken, base: f.base,
    subject: `Updated lead / Prospect mis à jour: ${f.vehicle}`,
    greeting: `${f.companyName},`,
    lines: [
      `${customer} added ${en} to their lead for the ${f.vehicle}. Lead number: ${f.leadId}. The attached ADF/XML file updates it in your CRM.`,
      {
        lang: 'fr-ca',
        text: `${customer} a ajouté ${fr} à son prospect pour le ${f.vehicle}. Numéro du prospect : ${f.leadId}. Le fichier ADF/XML joint le met à jour dans votre CRM.`,
      },
    ],
    action: { label: 'Lead details / Détails du prospect', url: f.detailsUrl },
    footer: `${brand.en} — a lead for ${f.companyName}. / ${brand.fr} — un prospect pour ${f.companyName}.`,
  });
}

/** The lead email to a dealer's lead address: English then French in one message (the address has no language). */
export function leadMail(brandToken: string | null, f: LeadMailFacts): RenderedMail {
  const brand = mailBrandOf(brandToken).name;
  const type = TYPE_NAMES[f.type] ?? { en: f.type, fr: f.type };
  const customer = f.customerName ? `${f.customerName} <${f.customerEmail}>` : f.customerEmail;
  return render({
    lang: 'en-ca', brand: brandToken, base: f.base,
    subject: `New lead / Nouveau prospect: ${f.vehicle} (${type.en} / ${type.fr})`,
    greeting: `${f.companyName},`,
    lines: [
      `A new ${type.en.toLowerCase()} lead for the ${f.vehicle} from ${customer}. Lead number: ${f.leadId}. The attached ADF/XML file imports it into your CRM.`,
      {
        lang: 'fr-ca',
        text: `Un nouveau prospect (${type.fr.toLowerCase()}) pour le ${f.vehicle} de ${customer}. Numéro du prospect : ${f.leadId}. Le fichier ADF/XML joint l'importe dans votre CRM.`,
      },
    ],
    action: { label: 'Lead details / Détails du prospect', url: f.detailsUrl },
    footer: `${brand.en} — a lead for ${f.companyName}. / ${brand.fr} — un prospect pour ${f.companyName}.`,
  });
}
