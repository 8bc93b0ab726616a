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
