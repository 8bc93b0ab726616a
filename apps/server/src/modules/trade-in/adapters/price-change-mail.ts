import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/** The price-change notice a subscriber gets once per rule change that moved open offers, with its unsubscribe link. */
export function priceChangeMail(lang: MailLanguage, v: {
  firstName: string | null; vehicles: string; years: string; adjustment: string; offers: number; url: string; unsubscribeUrl: string; base: string;
}): RenderedMail {
  const brand = mailBrandOf(null).name[lang === 'fr-ca' ? 'fr' : 'en'];
  return lang === 'fr-ca'
    ? render({
        lang, brand: null, base: v.base,
        subject: `Les valeurs d'échange ont changé – ${brand}`,
        greeting: v.firstName ? `Bonjour ${v.firstName},` : 'Bonjour,',
        lines: [`Les valeurs d'échange des ${v.vehicles} (${v.years}) changent : ${v.adjustment}.`, `Offres ouvertes réévaluées : ${v.offers}.`,
          `Pour ne plus recevoir ces avis : ${v.unsubscribeUrl}`],
        action: { label: 'Voir les échanges', url: v.url },
        footer: `Vous recevez ce courriel parce que vous êtes abonné aux avis de changement de prix de ${brand}.`,
      })
    : render({
        lang, brand: null, base: v.base,
        subject: `Trade-in values changed – ${brand}`,
        greeting: v.firstName ? `Hello ${v.firstName},` : 'Hello,',
        lines: [`Trade-in values of ${v.vehicles} (${v.years}) change: ${v.adjustment}.`, `Open offers re-valued: ${v.offers}.`,
          `To stop these notices: ${v.unsubscribeUrl}`],
        action: { label: 'See the trade-ins', url: v.url },
        footer: `You received this email because you subscribed to ${brand} price-change notices.`,
      });
}
