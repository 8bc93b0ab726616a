import { formatLongDate, formatMoney } from '@marketplace/domain';
import { mailBrandOf } from '../../../platform/mail/brands';
import { render, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/** Whole dollars, by the shared locale formatter (ADR 0060). */
const dollars = (lang: MailLanguage, cents: number) => formatMoney(cents, lang, { cents: false });
const hello = (lang: MailLanguage, firstName: string | null) =>
  lang === 'fr-ca' ? (firstName ? `Bonjour ${firstName},` : 'Bonjour,') : firstName ? `Hello ${firstName},` : 'Hello,';

export interface ValueMailInput {
  readonly firstName: string | null;
  readonly vehicle: string;
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly reason: string;
  readonly url: string;
  /** `https://host` of the brand's site (the logo and home link of the email). */
  readonly base: string;
}

/** Bilingual trade-in emails, named after the brand the trade-in was started on. */
export const tradeInMail = {
  valuedByAdviser(lang: MailLanguage, brandToken: string | null, v: ValueMailInput & { expiresAt: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    const band = `${dollars(lang, v.priceLow)} – ${dollars(lang, v.priceHigh)}`;
    const until = formatLongDate(v.expiresAt, lang);
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Votre offre d'échange est prête – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`Nos conseillers ont évalué votre ${v.vehicle} : ${band}.`, `Motif : ${v.reason}`, `L'offre est garantie jusqu'au ${until}.`],
          action: { label: 'Voir mon offre', url: v.url }, footer: `Vous recevez ce courriel au sujet de votre échange sur ${brand}.`,
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your trade-in offer is ready – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`Our advisers valued your ${v.vehicle}: ${band}.`, `Reason: ${v.reason}`, `The offer is held until ${until}.`],
          action: { label: 'See my offer', url: v.url }, footer: `You received this email about your trade-in on ${brand}.`,
        });
  },
  adjustedAfterInspection(lang: MailLanguage, brandToken: string | null, v: ValueMailInput & { from: number; to: number }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `La valeur de votre échange a changé – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`Après l'inspection de votre ${v.vehicle}, sa valeur passe de ${dollars(lang, v.from)} à ${dollars(lang, v.to)}.`, `Motif : ${v.reason}`],
          action: { label: 'Voir mon échange', url: v.url }, footer: `Vous recevez ce courriel au sujet de votre échange sur ${brand}.`,
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your trade-in value changed – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`After the inspection of your ${v.vehicle}, its value changes from ${dollars(lang, v.from)} to ${dollars(lang, v.to)}.`, `Reason: ${v.reason}`],
          action: { label: 'See my trade-in', url: v.url }, footer: `You received this email about your trade-in on ${brand}.`,
        });
  },
  appraisalPdf(lang: MailLanguage, brandToken: string | null, v: Omit<ValueMailInput, 'reason'> & { expiresAt: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    const band = `${dollars(lang, v.priceLow)} – ${dollars(lang, v.priceHigh)}`;
    const until = formatLongDate(v.expiresAt, lang);
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `L'évaluation de votre échange (PDF) – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`Vous trouverez ci-joint l'évaluation de votre ${v.vehicle} : ${band}.`, `L'offre est garantie jusqu'au ${until}.`],
          action: { label: 'Voir mon échange', url: v.url }, footer: `Vous recevez ce courriel au sujet de votre échange sur ${brand}.`,
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your trade-in appraisal (PDF) – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [`Attached is the appraisal of your ${v.vehicle}: ${band}.`, `The offer is held until ${until}.`],
          action: { label: 'See my trade-in', url: v.url }, footer: `You received this email about your trade-in on ${brand}.`,
        });
  },
  /** The customer confirmed the offer (ADR 0058): the PDF is attached, and the next step is said. */
  offerConfirmed(lang: MailLanguage, brandToken: string | null, v: Omit<ValueMailInput, 'reason'> & { value: number; buyUrl: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Votre offre d'échange est confirmée – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [
            `Vous avez confirmé l'offre de ${dollars(lang, v.value)} pour votre ${v.vehicle}. L'évaluation est jointe en PDF.`,
            `Prochaine étape : choisissez votre prochain véhicule et ajoutez cet échange à l'étape « Échange » de l'achat en ligne. Nous inspectons le véhicule à la livraison ; tout ajustement vous est expliqué.`,
            `Magasiner les véhicules : ${v.buyUrl}`,
          ],
          action: { label: 'Voir mon échange', url: v.url }, footer: `Vous recevez ce courriel au sujet de votre échange sur ${brand}.`,
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your trade-in offer is confirmed – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [
            `You confirmed the ${dollars(lang, v.value)} offer for your ${v.vehicle}. The appraisal is attached as a PDF.`,
            'Next step: choose your next vehicle and add this trade-in at the "Trade-in" step of buying online. We inspect the vehicle when it is handed over; any adjustment is explained to you.',
            `Shop vehicles: ${v.buyUrl}`,
          ],
          action: { label: 'See my trade-in', url: v.url }, footer: `You received this email about your trade-in on ${brand}.`,
        });
  },
  /** A reminder (ADR 0029): the offer ends in a day; it carries the signed link that stops reminders. */
  offerExpiring(lang: MailLanguage, brandToken: string | null, v: Omit<ValueMailInput, 'reason'> & { expiresAt: string; unsubscribeUrl: string }): RenderedMail {
    const brand = mailBrandOf(brandToken).name[lang === 'fr-ca' ? 'fr' : 'en'];
    const band = `${dollars(lang, v.priceLow)} – ${dollars(lang, v.priceHigh)}`;
    const until = formatLongDate(v.expiresAt, lang);
    return lang === 'fr-ca'
      ? render({
          lang, brand: brandToken, base: v.base,
          subject: `Votre offre d'échange se termine bientôt – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [
            `L'offre pour votre ${v.vehicle} (${band}) est garantie jusqu'au ${until}. Confirmez-la avant cette date pour la conserver.`,
            `Ne plus recevoir de rappels : ${v.unsubscribeUrl}`,
          ],
          action: { label: 'Voir mon offre', url: v.url }, footer: `Vous recevez ce rappel au sujet de votre échange sur ${brand}.`,
        })
      : render({
          lang, brand: brandToken, base: v.base,
          subject: `Your trade-in offer ends soon – ${brand}`, greeting: hello(lang, v.firstName),
          lines: [
            `The offer for your ${v.vehicle} (${band}) is held until ${until}. Confirm it before then to keep it.`,
            `Stop these reminders: ${v.unsubscribeUrl}`,
          ],
          action: { label: 'See my offer', url: v.url }, footer: `You received this reminder about your trade-in on ${brand}.`,
        });
  },
};
