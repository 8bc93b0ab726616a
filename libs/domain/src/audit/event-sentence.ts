import { formatMoney, localeKeyOf, type LocaleKey } from '../shared/formatters/locale-format';

/**
 * A timeline event as a sentence's parts (ADR 0078): what happened (`kind`) and the values the sentence needs (who, an
 * amount in cents, a reason). The server builds them (apps/server audit `views/event-summary.ts`); `eventSentence`
 * phrases them.
 */
export interface EventSummary {
  readonly kind: string;
  readonly values: Readonly<Record<string, string | number | null>>;
}

/**
 * The one place a timeline row becomes a sentence, in en-ca or fr-ca (ADR 0090): the console shows it and the dispute
 * bundle's timeline PDF prints it, so both read alike ("Marie Tremblay paid the $250.00 deposit with a Visa ending
 * 4242", « Marie Tremblay a payé l’acompte de 250,00 $ avec une carte Visa se terminant par 4242 »). Money in the
 * language's format (formatMoney, ADR 0060); French typography in the texts (no-break space before « : » and inside
 * « »). A kind without a sentence reads "who: type".
 */
export function eventSentence(summary: EventSummary, lang: string): string {
  const key = localeKeyOf(lang);
  const w = WORDS[key];
  const v = summary.values;
  const cents = (name: string) => (typeof v[name] === 'number' ? formatMoney(v[name], key, { cents: true }) : '—');
  const parts: Parts = {
    who: text(v.who) ?? w.system, payer: text(v.who) ?? w.customer, reason: text(v.reason),
    amount: cents('amount'), price: cents('price'), previous: cents('previous'), total: cents('total'),
    step: w.steps[String(v.step)] ?? String(v.step ?? ''), email: w.emails[text(v.email) ?? ''] ?? text(v.email) ?? '',
    status: disputeStatusLabel(text(v.status), key), to: text(v.to) ?? '—', event: text(v.event) ?? '—',
    brand: text(v.brand), last4: text(v.last4), unchanged: v.outcome === 'unchanged', type: text(v.type) ?? summary.kind,
  };
  return (w.sentences[summary.kind] ?? w.fallback)(parts);
}

/** Stripe's dispute statuses (`needs_response`, `won`, …) as the console and the timeline name them; unknown ones as they are. */
export function disputeStatusLabel(status: string | null, lang: string): string {
  if (!status) return '—';
  return WORDS[localeKeyOf(lang)].statuses[status] ?? status;
}

interface Parts {
  readonly who: string; readonly payer: string; readonly reason: string | null;
  readonly amount: string; readonly price: string; readonly previous: string; readonly total: string;
  readonly step: string; readonly email: string; readonly status: string; readonly to: string; readonly event: string;
  readonly brand: string | null; readonly last4: string | null; readonly unchanged: boolean; readonly type: string;
}

interface Words {
  readonly system: string;
  readonly customer: string;
  readonly steps: Readonly<Record<string, string>>;
  readonly emails: Readonly<Record<string, string>>;
  readonly statuses: Readonly<Record<string, string>>;
  readonly sentences: Readonly<Record<string, (p: Parts) => string>>;
  readonly fallback: (p: Parts) => string;
}

const text = (v: string | number | null | undefined) => (typeof v === 'string' && v.trim() ? v : null);

const EN: Words = {
  system: 'The system',
  customer: 'The customer',
  steps: { personal: 'Personal details', 'trade-in': 'Trade-in', payment: 'Payment method', protection: 'Protection plan', delivery: 'Delivery', credit: 'Credit application' },
  emails: {
    'purchase.deposit-receipt': 'the deposit receipt', 'purchase.reservation-reminder': 'the reminder that the reservation ends',
    'purchase.order-confirmation': 'the order confirmation with the contract', 'purchase.refund-confirmation': 'the refund confirmation',
    'purchase.return-requested': 'the return request received', 'purchase.return-pickup-scheduled': 'the return pickup time',
    'purchase.return-inspected': "the returned vehicle's inspection", 'purchase.return-refunded': "the return's refund",
    'support.answer': "support's answer to a message",
  },
  statuses: {
    needs_response: 'Needs a response', warning_needs_response: 'Inquiry: needs a response', under_review: 'Evidence submitted, under review',
    warning_under_review: 'Inquiry under review', won: 'Won', lost: 'Lost', warning_closed: 'Inquiry closed',
  },
  sentences: {
    'purchase.started': (p) => `${p.who} started the purchase`,
    'purchase.step-saved': (p) => `${p.who} saved the step “${p.step}”`,
    'purchase.licence-uploaded': (p) => `${p.who} uploaded the driver's licence`,
    'purchase.licence-confirmed': (p) => `${p.who} confirmed the driver's licence`,
    'purchase.deposit-requested': (p) => `${p.who} started paying the ${p.amount} deposit`,
    // Recorded from Stripe's webhook: without the buyer's name (not read), the one who paid is the customer.
    'purchase.deposit-paid': (p) => (p.brand && p.last4 ? `${p.payer} paid the ${p.amount} deposit with a ${p.brand} ending ${p.last4}` : `${p.payer} paid the ${p.amount} deposit`),
    'purchase.deposit-failed': (p) => (p.reason ? `A deposit payment failed: ${p.reason}` : 'A deposit payment failed'),
    'purchase.refunded': (p) => `A refund of ${p.amount} was issued`,
    'purchase.surplus-received': (p) => `A payment of ${p.amount} beyond the deposit was received`,
    'purchase.signature-uploaded': (p) => `${p.who} drew their signature`,
    'purchase.contract-signed': (p) => `${p.who} signed the contract for a total of ${p.total}`,
    'purchase.contract-document-stored': () => "The signed contract's PDF was stored",
    'purchase.delivered': () => 'The vehicle was delivered',
    'purchase.cancelled': (p) => (p.reason ? `The purchase was cancelled: ${p.reason}` : 'The purchase was cancelled'),
    'purchase.held-price-changed': (p) => `${p.who} changed the held price from ${p.previous} to ${p.price}`,
    'purchase.held-price-accepted': (p) => `${p.who} accepted the new price of ${p.price}`,
    'vehicle.locked': (p) => `${p.who} locked the vehicle`,
    'vehicle.reserved': () => 'The vehicle was reserved',
    'vehicle.released': () => "The vehicle's lock was released",
    'vehicle.lock-expired': () => "The vehicle's lock expired",
    'vehicle.reservation-expired': () => "The vehicle's reservation expired",
    'vehicle.sold': () => 'The vehicle was sold',
    'vehicle.price-changed': (p) => `${p.who} changed the vehicle's price from ${p.previous} to ${p.price}`,
    'support.message-sent': (p) => `${p.who} wrote to support`,
    'support.message-answered': (p) => `${p.who} answered a support message`,
    'lead.submitted': (p) => `${p.who} sent a request to the dealer`,
    'lead.delivery-requested': () => 'The request was delivered to the dealer',
    'lead.assigned': (p) => `${p.who} assigned the dealer's lead`,
    'identity.registered': (p) => `${p.who} created an account`,
    'identity.profile-updated': (p) => `${p.who} updated the profile`,
    'identity.email-changed': (p) => `${p.who} changed the email address`,
    'identity.impersonation-started': (p) => (p.reason ? `${p.who} started acting as the customer: ${p.reason}` : `${p.who} started acting as the customer`),
    'identity.impersonation-ended': (p) => `${p.who} stopped acting as the customer`,
    'audit.viewed': (p) => (p.reason ? `${p.who} opened this record (${p.reason})` : `${p.who} opened this record`),
    'audit.revealed': (p) => (p.reason ? `${p.who} revealed personal data: ${p.reason}` : `${p.who} revealed personal data`),
    'audit.searched': (p) => `${p.who} searched the audit console`,
    'dispute.opened': (p) => (p.reason ? `The card's issuer disputed ${p.amount} (${p.reason})` : `The card's issuer disputed ${p.amount}`),
    'dispute.status-changed': (p) => `The dispute's status became “${p.status}”`,
    'dispute.evidence-saved': (p) => `${p.who} saved the dispute's evidence`,
    'dispute.evidence-submitted': (p) => `${p.who} submitted the dispute's evidence to Stripe`,
    'dispute.closed': (p) => `The dispute was closed: ${p.status}`,
    'dispute.reminder-due': () => "The dispute's evidence is due soon",
    // Records kept beside the events (ADR 0087): emails sent, lead deliveries, Stripe's events received.
    'record.email-sent': (p) => `Email sent to the customer: ${p.email}`,
    'record.lead-delivered': (p) => `The request was emailed to the dealer at ${p.to}`,
    'record.lead-delivery-failed': (p) => (p.reason ? `The request could not be emailed to the dealer at ${p.to}: ${p.reason}` : `The request could not be emailed to the dealer at ${p.to}`),
    'record.stripe-event': (p) => (p.unchanged ? `Stripe sent ${p.event}, which changed nothing (already recorded)` : `Stripe sent ${p.event}`),
  },
  fallback: (p) => `${p.who}: ${p.type}`,
};

/** French texts: a no-break space (U+00A0) before « : » and inside « », ’ as the apostrophe (OQLF). */
const FR: Words = {
  system: 'Le système',
  customer: 'Le client',
  steps: { personal: 'Renseignements personnels', 'trade-in': 'Échange', payment: 'Mode de paiement', protection: 'Plan de protection', delivery: 'Livraison', credit: 'Demande de crédit' },
  emails: {
    'purchase.deposit-receipt': 'le reçu de l’acompte', 'purchase.reservation-reminder': 'le rappel de la fin de la réservation',
    'purchase.order-confirmation': 'la confirmation de commande avec le contrat', 'purchase.refund-confirmation': 'la confirmation du remboursement',
    'purchase.return-requested': 'l’accusé de réception de la demande de retour', 'purchase.return-pickup-scheduled': 'l’heure de la cueillette du retour',
    'purchase.return-inspected': 'l’inspection du véhicule retourné', 'purchase.return-refunded': 'le remboursement du retour',
    'support.answer': 'la réponse du soutien à un message',
  },
  statuses: {
    needs_response: 'Réponse requise', warning_needs_response: 'Demande de renseignements\u00a0: réponse requise', under_review: 'Preuves soumises, en cours d’examen',
    warning_under_review: 'Demande de renseignements en cours d’examen', won: 'Gagné', lost: 'Perdu', warning_closed: 'Demande de renseignements fermée',
  },
  sentences: {
    'purchase.started': (p) => `${p.who} a commencé l’achat`,
    'purchase.step-saved': (p) => `${p.who} a enregistré l’étape «\u00a0${p.step}\u00a0»`,
    'purchase.licence-uploaded': (p) => `${p.who} a téléversé le permis de conduire`,
    'purchase.licence-confirmed': (p) => `${p.who} a confirmé le permis de conduire`,
    'purchase.deposit-requested': (p) => `${p.who} a commencé à payer l’acompte de ${p.amount}`,
    'purchase.deposit-paid': (p) => (p.brand && p.last4 ? `${p.payer} a payé l’acompte de ${p.amount} avec une carte ${p.brand} se terminant par ${p.last4}` : `${p.payer} a payé l’acompte de ${p.amount}`),
    'purchase.deposit-failed': (p) => (p.reason ? `Un paiement de l’acompte a échoué\u00a0: ${p.reason}` : 'Un paiement de l’acompte a échoué'),
    'purchase.refunded': (p) => `Un remboursement de ${p.amount} a été émis`,
    'purchase.surplus-received': (p) => `Un paiement de ${p.amount} en plus de l’acompte a été reçu`,
    'purchase.signature-uploaded': (p) => `${p.who} a tracé sa signature`,
    'purchase.contract-signed': (p) => `${p.who} a signé le contrat pour un total de ${p.total}`,
    'purchase.contract-document-stored': () => 'Le PDF du contrat signé a été enregistré',
    'purchase.delivered': () => 'Le véhicule a été livré',
    'purchase.cancelled': (p) => (p.reason ? `L’achat a été annulé\u00a0: ${p.reason}` : 'L’achat a été annulé'),
    'purchase.held-price-changed': (p) => `${p.who} a changé le prix réservé de ${p.previous} à ${p.price}`,
    'purchase.held-price-accepted': (p) => `${p.who} a accepté le nouveau prix de ${p.price}`,
    'vehicle.locked': (p) => `${p.who} a bloqué le véhicule`,
    'vehicle.reserved': () => 'Le véhicule a été réservé',
    'vehicle.released': () => 'Le blocage du véhicule a été levé',
    'vehicle.lock-expired': () => 'Le blocage du véhicule a expiré',
    'vehicle.reservation-expired': () => 'La réservation du véhicule a expiré',
    'vehicle.sold': () => 'Le véhicule a été vendu',
    'vehicle.price-changed': (p) => `${p.who} a changé le prix du véhicule de ${p.previous} à ${p.price}`,
    'support.message-sent': (p) => `${p.who} a écrit au soutien`,
    'support.message-answered': (p) => `${p.who} a répondu à un message au soutien`,
    'lead.submitted': (p) => `${p.who} a envoyé une demande au concessionnaire`,
    'lead.delivery-requested': () => 'La demande a été transmise au concessionnaire',
    'lead.assigned': (p) => `${p.who} a attribué la demande du concessionnaire`,
    'identity.registered': (p) => `${p.who} a créé un compte`,
    'identity.profile-updated': (p) => `${p.who} a mis à jour le profil`,
    'identity.email-changed': (p) => `${p.who} a changé l’adresse courriel`,
    'identity.impersonation-started': (p) => (p.reason ? `${p.who} a commencé à agir en tant que client\u00a0: ${p.reason}` : `${p.who} a commencé à agir en tant que client`),
    'identity.impersonation-ended': (p) => `${p.who} a cessé d’agir en tant que client`,
    'audit.viewed': (p) => (p.reason ? `${p.who} a ouvert ce dossier (${p.reason})` : `${p.who} a ouvert ce dossier`),
    'audit.revealed': (p) => (p.reason ? `${p.who} a révélé des données personnelles\u00a0: ${p.reason}` : `${p.who} a révélé des données personnelles`),
    'audit.searched': (p) => `${p.who} a fait une recherche dans la console d’audit`,
    'dispute.opened': (p) => (p.reason ? `L’émetteur de la carte conteste ${p.amount} (${p.reason})` : `L’émetteur de la carte conteste ${p.amount}`),
    'dispute.status-changed': (p) => `Le litige est passé à «\u00a0${p.status}\u00a0»`,
    'dispute.evidence-saved': (p) => `${p.who} a enregistré les preuves du litige`,
    'dispute.evidence-submitted': (p) => `${p.who} a soumis les preuves du litige à Stripe`,
    'dispute.closed': (p) => `Le litige est clos\u00a0: ${p.status}`,
    'dispute.reminder-due': () => 'Les preuves du litige sont attendues bientôt',
    'record.email-sent': (p) => `Courriel envoyé au client\u00a0: ${p.email}`,
    'record.lead-delivered': (p) => `La demande a été envoyée par courriel au concessionnaire à ${p.to}`,
    'record.lead-delivery-failed': (p) => (p.reason ? `La demande n’a pas pu être envoyée par courriel au concessionnaire à ${p.to}\u00a0: ${p.reason}` : `La demande n’a pas pu être envoyée par courriel au concessionnaire à ${p.to}`),
    'record.stripe-event': (p) => (p.unchanged ? `Stripe a envoyé ${p.event}, sans effet (déjà enregistré)` : `Stripe a envoyé ${p.event}`),
  },
  fallback: (p) => `${p.who}\u00a0: ${p.type}`,
};

const WORDS: Readonly<Record<LocaleKey, Words>> = { 'en-ca': EN, 'fr-ca': FR };
