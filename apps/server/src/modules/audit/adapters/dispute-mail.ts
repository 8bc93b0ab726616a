import { formatDateTime, formatMoney } from '@marketplace/domain';
import { mailBrandOf } from '../../../platform/mail/brands';
import { render, sentence, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/** What the reminder says of a dispute (issue #46 item 5): amounts in cents, dates as ISO instants. */
export interface DisputeReminderFacts {
  /** The staff member's first name (null: a team's shared address). */
  readonly firstName: string | null;
  readonly vehicle: string;
  readonly transactionId: string;
  readonly disputeId: string;
  readonly amount: number;
  /** Stripe's reason code (`fraudulent`, `product_not_received`, …). */
  readonly reason: string;
  readonly evidenceDueBy: string;
  /** `https://host` of the brand's site (the logo and the home link). */
  readonly base: string;
  /** The console's case page, in the email's language. */
  readonly caseUrl: string;
}

/** Stripe's dispute reasons (https://docs.stripe.com/disputes/categories), as support reads them. */
const REASONS: Readonly<Record<string, { readonly en: string; readonly fr: string }>> = {
  fraudulent: { en: 'fraudulent, the cardholder says they did not authorize the payment', fr: 'frauduleux, le titulaire dit ne pas avoir autorisé le paiement' },
  product_not_received: { en: 'product not received', fr: 'produit non reçu' },
  product_unacceptable: { en: 'product unacceptable', fr: 'produit inacceptable' },
  duplicate: { en: 'duplicate charge', fr: 'paiement en double' },
  credit_not_processed: { en: 'refund not processed', fr: 'remboursement non traité' },
  subscription_canceled: { en: 'subscription canceled', fr: 'abonnement annulé' },
  unrecognized: { en: 'charge not recognized', fr: 'paiement non reconnu' },
  general: { en: 'general', fr: 'général' },
};

/**
 * The reminder that a card dispute's evidence is due soon (ADR 0087), to support, in the staff member's language,
 * named after the brand the purchase was made on. Nothing of the buyer but the vehicle and the purchase's number.
 */
export function disputeReminderMail(lang: MailLanguage, brandToken: string | null, f: DisputeReminderFacts): RenderedMail {
  const fr = lang === 'fr-ca';
  const brand = mailBrandOf(brandToken).name[fr ? 'fr' : 'en'];
  const amount = formatMoney(f.amount, lang, { cents: true });
  const due = formatDateTime(f.evidenceDueBy, lang);
  const reason = REASONS[f.reason]?.[fr ? 'fr' : 'en'] ?? f.reason;
  return fr
    ? render({
        lang, brand: brandToken, base: f.base,
        subject: `Litige sur carte : preuves à remettre d’ici le ${due}`,
        preheader: `L’émetteur de la carte conteste ${amount} pour le ${f.vehicle}.`,
        greeting: f.firstName ? `Bonjour ${f.firstName},` : 'Bonjour,',
        lines: [
          `L’émetteur de la carte conteste ${amount} de l’achat du ${f.vehicle}. Motif : ${reason}.`,
          sentence(`Les preuves doivent parvenir à Stripe d’ici le ${due}`),
          'Passé ce délai, le litige est perdu. Ouvrez le dossier pour relire les preuves préremplies à partir des événements de l’achat, puis soumettez-les.',
          `Achat : ${f.transactionId} · litige : ${f.disputeId}`,
        ],
        action: { label: 'Ouvrir le dossier du litige', url: f.caseUrl },
        footer: `${brand} — rappel envoyé au soutien une seule fois par date d’échéance.`,
      })
    : render({
        lang, brand: brandToken, base: f.base,
        subject: `Card dispute: evidence due by ${due}`,
        preheader: `The card's issuer disputes ${amount} for the ${f.vehicle}.`,
        greeting: f.firstName ? `Hello ${f.firstName},` : 'Hello,',
        lines: [
          `The card's issuer disputes ${amount} of the purchase of the ${f.vehicle}. Reason: ${reason}.`,
          sentence(`The evidence must reach Stripe by ${due}`),
          'After that date, the dispute is lost. Open the case to review the evidence pre-filled from the purchase’s events, then submit it.',
          `Purchase: ${f.transactionId} · dispute: ${f.disputeId}`,
        ],
        action: { label: 'Open the dispute case', url: f.caseUrl },
        footer: `${brand} — a reminder sent to support once per due date.`,
      });
}
