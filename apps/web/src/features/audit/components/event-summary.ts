import { useLingui } from '@lingui/react/macro';
import { DISPUTE_STATUSES } from './dispute-statuses';
import { money } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import type { AuditRow } from '../api/audit-api';

type Values = AuditRow['summary']['values'];

/**
 * A timeline event as one sentence in the staff member's language (ADR 0078), from the parts the server gives (who,
 * amounts in cents, a reason): "Marie Tremblay paid the $250.00 deposit", « Marie Tremblay a payé l'acompte de
 * 250,00 $ ». A kind without a sentence reads "who: type".
 */
export function useEventSummary(): (summary: AuditRow['summary']) => string {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const disputeStatus = (status: string | null) => {
    const known = status ? DISPUTE_STATUSES[status] : undefined;
    return known ? i18n._(known) : (status ?? '—');
  };
  const stepLabel = (step: string): string => {
    switch (step) {
      case 'personal':
        return t`Personal details`;
      case 'trade-in':
        return t`Trade-in`;
      case 'payment':
        return t`Payment method`;
      case 'protection':
        return t`Protection plan`;
      case 'delivery':
        return t`Delivery`;
      case 'credit':
        return t`Credit application`;
      default:
        return step;
    }
  };
  const emailLabel = (email: string): string => {
    switch (email) {
      case 'purchase.deposit-receipt':
        return t`the deposit receipt`;
      case 'purchase.reservation-reminder':
        return t`the reminder that the reservation ends`;
      case 'purchase.order-confirmation':
        return t`the order confirmation with the contract`;
      case 'purchase.refund-confirmation':
        return t`the refund confirmation`;
      case 'purchase.return-requested':
        return t`the return request received`;
      case 'purchase.return-pickup-scheduled':
        return t`the return pickup time`;
      case 'purchase.return-inspected':
        return t`the returned vehicle's inspection`;
      case 'purchase.return-refunded':
        return t`the return's refund`;
      case 'support.answer':
        return t`support's answer to a message`;
      default:
        return email;
    }
  };
  return ({ kind, values: v }) => {
    const who = text(v.who) ?? t`The system`;
    const amount = cents(v, 'amount', lang);
    const price = cents(v, 'price', lang);
    const previous = cents(v, 'previous', lang);
    const total = cents(v, 'total', lang);
    const reason = text(v.reason);
    switch (kind) {
      case 'purchase.started':
        return t`${who} started the purchase`;
      case 'purchase.step-saved': {
        const step = stepLabel(String(v.step));
        return t`${who} saved the step “${step}”`;
      }
      case 'purchase.licence-uploaded':
        return t`${who} uploaded the driver's licence`;
      case 'purchase.licence-confirmed':
        return t`${who} confirmed the driver's licence`;
      case 'purchase.deposit-requested':
        return t`${who} started paying the ${amount} deposit`;
      case 'purchase.deposit-paid': {
        const brand = text(v.brand);
        const last4 = text(v.last4);
        // Recorded from Stripe's webhook: without the buyer's name (not read), the one who paid is the customer.
        const payer = text(v.who) ?? t`The customer`;
        return brand && last4 ? t`${payer} paid the ${amount} deposit with a ${brand} ending ${last4}` : t`${payer} paid the ${amount} deposit`;
      }
      case 'purchase.deposit-failed':
        return reason ? t`A deposit payment failed: ${reason}` : t`A deposit payment failed`;
      case 'purchase.refunded':
        return t`A refund of ${amount} was issued`;
      case 'purchase.surplus-received':
        return t`A payment of ${amount} beyond the deposit was received`;
      case 'purchase.signature-uploaded':
        return t`${who} drew their signature`;
      case 'purchase.contract-signed':
        return t`${who} signed the contract for a total of ${total}`;
      case 'purchase.contract-document-stored':
        return t`The signed contract's PDF was stored`;
      case 'purchase.delivered':
        return t`The vehicle was delivered`;
      case 'purchase.cancelled':
        return reason ? t`The purchase was cancelled: ${reason}` : t`The purchase was cancelled`;
      case 'purchase.held-price-changed':
        return t`${who} changed the held price from ${previous} to ${price}`;
      case 'purchase.held-price-accepted':
        return t`${who} accepted the new price of ${price}`;
      case 'vehicle.locked':
        return t`${who} locked the vehicle`;
      case 'vehicle.reserved':
        return t`The vehicle was reserved`;
      case 'vehicle.released':
        return t`The vehicle's lock was released`;
      case 'vehicle.lock-expired':
        return t`The vehicle's lock expired`;
      case 'vehicle.reservation-expired':
        return t`The vehicle's reservation expired`;
      case 'vehicle.sold':
        return t`The vehicle was sold`;
      case 'vehicle.price-changed':
        return t`${who} changed the vehicle's price from ${previous} to ${price}`;
      case 'support.message-sent':
        return t`${who} wrote to support`;
      case 'support.message-answered':
        return t`${who} answered a support message`;
      case 'lead.submitted':
        return t`${who} sent a request to the dealer`;
      case 'lead.delivery-requested':
        return t`The request was delivered to the dealer`;
      case 'lead.assigned':
        return t`${who} assigned the dealer's lead`;
      case 'identity.registered':
        return t`${who} created an account`;
      case 'identity.profile-updated':
        return t`${who} updated the profile`;
      case 'identity.email-changed':
        return t`${who} changed the email address`;
      case 'identity.impersonation-started':
        return reason ? t`${who} started acting as the customer: ${reason}` : t`${who} started acting as the customer`;
      case 'identity.impersonation-ended':
        return t`${who} stopped acting as the customer`;
      case 'audit.viewed':
        return reason ? t`${who} opened this record (${reason})` : t`${who} opened this record`;
      case 'audit.revealed':
        return reason ? t`${who} revealed personal data: ${reason}` : t`${who} revealed personal data`;
      case 'audit.searched':
        return t`${who} searched the audit console`;
      case 'dispute.opened':
        return reason ? t`The card's issuer disputed ${amount} (${reason})` : t`The card's issuer disputed ${amount}`;
      case 'dispute.status-changed': {
        const status = disputeStatus(text(v.status));
        return t`The dispute's status became “${status}”`;
      }
      case 'dispute.evidence-saved':
        return t`${who} saved the dispute's evidence`;
      case 'dispute.evidence-submitted':
        return t`${who} submitted the dispute's evidence to Stripe`;
      case 'dispute.closed': {
        const outcome = disputeStatus(text(v.status));
        return t`The dispute was closed: ${outcome}`;
      }
      case 'dispute.reminder-due':
        return t`The dispute's evidence is due soon`;
      // Records kept beside the events (ADR 0087): emails sent, lead deliveries, Stripe's events received.
      case 'record.email-sent': {
        const email = emailLabel(text(v.email) ?? '');
        return t`Email sent to the customer: ${email}`;
      }
      case 'record.lead-delivered': {
        const to = text(v.to) ?? '—';
        return t`The request was emailed to the dealer at ${to}`;
      }
      case 'record.lead-delivery-failed': {
        const to = text(v.to) ?? '—';
        return reason ? t`The request could not be emailed to the dealer at ${to}: ${reason}` : t`The request could not be emailed to the dealer at ${to}`;
      }
      case 'record.stripe-event': {
        const event = text(v.event) ?? '—';
        return v.outcome === 'unchanged' ? t`Stripe sent ${event}, which changed nothing (already recorded)` : t`Stripe sent ${event}`;
      }
      default: {
        const type = text(v.type) ?? kind;
        return t`${who}: ${type}`;
      }
    }
  };
}

const text = (v: Values[string] | undefined) => (typeof v === 'string' && v.trim() ? v : null);
const cents = (v: Values, key: string, lang: string) => (typeof v[key] === 'number' ? money(v[key], lang) : '—');
