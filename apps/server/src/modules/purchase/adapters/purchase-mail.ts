import { formatDateTime, formatMoney } from '@marketplace/domain';
import { mailBrandOf } from '../../../platform/mail/brands';
import { render, sentence, type MailLanguage, type RenderedMail } from '../../../platform/mail/templates';

/** The purchase emails (issue #16 §6), in the buyer's language; amounts in cents, dates as ISO instants. */
export type PurchaseMailKind =
  | 'deposit-receipt' | 'reservation-reminder' | 'order-confirmation' | 'refund-confirmation'
  /** The 7-day money-back return, one email per step (issue #16 item 8). */
  | 'return-requested' | 'return-pickup-scheduled' | 'return-inspected' | 'return-refunded';

export interface PurchaseMailFacts {
  readonly firstName: string | null;
  readonly vehicle: string;
  readonly transactionId: string;
  readonly amount: number;
  readonly cardLast4: string | null;
  readonly reservationEndsAt: string | null;
  readonly total: number | null;
  /** The return's pickup (return-pickup-scheduled). */
  readonly pickupAt: string | null;
  /** `https://host` of the brand's site (the logo and home link of the email). */
  readonly base: string;
  readonly dashboardUrl: string;
  readonly unsubscribeUrl: string | null;
  /** The province whose time zone the dates are read in (the sales-tax province: delivery address or dealer). */
  readonly province?: string;
}

/** Money and dates by the shared locale formatter (ADR 0060), as the pages and the contract write them. */
const money = (lang: MailLanguage, cents: number) => formatMoney(cents, lang, { cents: true });
const date = (lang: MailLanguage, iso: string, province?: string) => formatDateTime(iso, lang, { province });

export function purchaseMail(kind: PurchaseMailKind, lang: MailLanguage, brandToken: string | null, f: PurchaseMailFacts): RenderedMail {
  const fr = lang === 'fr-ca';
  const brand = fr ? mailBrandOf(brandToken).name.fr : mailBrandOf(brandToken).name.en;
  const greeting = fr ? (f.firstName ? `Bonjour ${f.firstName},` : 'Bonjour,') : f.firstName ? `Hello ${f.firstName},` : 'Hello,';
  const support = fr ? `Numéro de transaction pour le soutien : ${f.transactionId}` : `Transaction number for support: ${f.transactionId}`;
  const footer = fr ? `${brand} — courriel transactionnel lié à votre achat.` : `${brand} — a transactional email about your purchase.`;
  const action = { label: fr ? 'Mon tableau de bord' : 'My dashboard', url: f.dashboardUrl };
  const card = f.cardLast4 ? (fr ? ` (carte se terminant par ${f.cardLast4})` : ` (card ending in ${f.cardLast4})`) : '';
  const ends = f.reservationEndsAt ? date(lang, f.reservationEndsAt, f.province) : '';
  switch (kind) {
    case 'deposit-receipt':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Reçu de votre dépôt de ${money(lang, f.amount)}` : `Receipt for your ${money(lang, f.amount)} deposit`,
        greeting,
        lines: [
          fr ? `Nous avons reçu votre dépôt remboursable de ${money(lang, f.amount)}${card} pour le ${f.vehicle}.`
            : `We received your refundable ${money(lang, f.amount)} deposit${card} for the ${f.vehicle}.`,
          sentence(fr ? `Le véhicule vous est réservé jusqu'au ${ends}` : `The vehicle is reserved for you until ${ends}`),
          support,
        ],
        action, footer,
      });
    case 'reservation-reminder':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Votre réservation du ${f.vehicle} se termine demain` : `Your reservation of the ${f.vehicle} ends tomorrow`,
        greeting,
        lines: [
          fr ? `${sentence(`Votre réservation se termine le ${ends}`)} Signez votre contrat avant cette date pour garder le véhicule ; sinon, votre dépôt vous sera remboursé.`
            : `${sentence(`Your reservation ends on ${ends}`)} Sign your contract before then to keep the vehicle; otherwise your deposit is refunded.`,
          support,
          ...(f.unsubscribeUrl ? [fr ? `Ne plus recevoir de rappels : ${f.unsubscribeUrl}` : `Stop these reminders: ${f.unsubscribeUrl}`] : []),
        ],
        action, footer,
      });
    case 'order-confirmation':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Confirmation de votre commande : ${f.vehicle}` : `Your order is confirmed: ${f.vehicle}`,
        greeting,
        lines: [
          fr ? `Merci ! Votre contrat pour le ${f.vehicle} est signé. Il est joint à ce courriel.` : `Thank you! Your contract for the ${f.vehicle} is signed. It is attached to this email.`,
          ...(f.total !== null ? [fr ? `Total : ${money(lang, f.total)}, dont ${money(lang, f.amount)} de dépôt déjà payé.` : `Total: ${money(lang, f.total)}, including the ${money(lang, f.amount)} deposit already paid.`] : []),
          support,
        ],
        action, footer,
      });
    case 'refund-confirmation':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Votre dépôt de ${money(lang, f.amount)} est remboursé` : `Your ${money(lang, f.amount)} deposit is refunded`,
        greeting,
        lines: [
          fr ? `Votre dépôt de ${money(lang, f.amount)} pour le ${f.vehicle} vous est remboursé${card}. Il apparaîtra sur votre relevé d'ici 5 à 10 jours ouvrables.`
            : `Your ${money(lang, f.amount)} deposit for the ${f.vehicle} is refunded${card}. It appears on your statement within 5 to 10 business days.`,
          support,
        ],
        action, footer,
      });
    case 'return-requested':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Votre demande de retour du ${f.vehicle} est reçue` : `Your return request for the ${f.vehicle} is received`,
        greeting,
        lines: [
          fr ? `Nous avons reçu votre demande de retour (garantie satisfait ou remboursé de 7 jours). Nous vous écrirons pour fixer la date de la cueillette du véhicule.`
            : `We received your return request (7-day money-back guarantee). We will write to you to set the date we pick up the vehicle.`,
          support,
        ],
        action, footer,
      });
    case 'return-pickup-scheduled': {
      const when = f.pickupAt ? date(lang, f.pickupAt, f.province) : '';
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Cueillette de votre ${f.vehicle} : ${when}` : `Pickup of your ${f.vehicle}: ${when}`,
        greeting,
        lines: [
          fr ? `${sentence(`Nous passerons prendre le ${f.vehicle} le ${when}`)} Ayez les clés et les documents du véhicule à portée de main.`
            : `${sentence(`We will pick up the ${f.vehicle} on ${when}`)} Please have the keys and the vehicle's papers at hand.`,
          support,
        ],
        action, footer,
      });
    }
    case 'return-inspected':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Votre ${f.vehicle} a été inspecté` : `Your ${f.vehicle} was inspected`,
        greeting,
        lines: [
          fr ? `Le ${f.vehicle} que vous nous avez retourné a été inspecté. Votre remboursement suit.`
            : `The ${f.vehicle} you returned was inspected. Your refund follows.`,
          support,
        ],
        action, footer,
      });
    case 'return-refunded':
      return render({
        lang, brand: brandToken, base: f.base,
        subject: fr ? `Votre retour est remboursé : ${money(lang, f.total ?? 0)}` : `Your return is refunded: ${money(lang, f.total ?? 0)}`,
        greeting,
        lines: [
          fr ? `Le remboursement de ${money(lang, f.total ?? 0)} pour le ${f.vehicle} est émis. Il apparaîtra d'ici 5 à 10 jours ouvrables.`
            : `The refund of ${money(lang, f.total ?? 0)} for the ${f.vehicle} is issued. It appears within 5 to 10 business days.`,
          support,
        ],
        action, footer,
      });
  }
}
