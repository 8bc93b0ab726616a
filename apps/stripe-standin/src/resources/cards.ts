import { newId, type StripeObject, type Tx } from '../store';
import { StripeApiError } from '../protocol';

/** What a test card does when charged (https://docs.stripe.com/testing): the card's last four digits name it. */
export type CardBehaviour =
  | { readonly ok: true; readonly dispute?: 'fraudulent' }
  | { readonly ok: false; readonly code: string; readonly decline: string; readonly message: string };

interface TestCard {
  readonly brand: string;
  readonly last4: string;
  readonly behaviour: CardBehaviour;
}

/** Stripe's test cards, by the name their `pm_card_…` payment method and `tok_…` token carry. */
const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  visa: { brand: 'visa', last4: '4242', behaviour: { ok: true } },
  mastercard: { brand: 'mastercard', last4: '4444', behaviour: { ok: true } },
  chargeDeclined: { brand: 'visa', last4: '0002', behaviour: { ok: false, code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' } },
  chargeDeclinedInsufficientFunds: {
    brand: 'visa', last4: '9995', behaviour: { ok: false, code: 'card_declined', decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  // Not one of Stripe's payment methods (an incorrect number fails in Stripe.js, before any payment method exists):
  // the stand-in's test-card field sends it for a number that is no test card.
  chargeDeclinedIncorrectNumber: {
    brand: 'visa', last4: '4241', behaviour: { ok: false, code: 'incorrect_number', decline: 'incorrect_number', message: 'Your card number is incorrect.' },
  },
  createDispute: { brand: 'visa', last4: '0259', behaviour: { ok: true, dispute: 'fraudulent' } },
};

const BY_LAST4 = new Map(Object.values(TEST_CARDS).map((c) => [c.last4, c]));

/** The behaviour of a payment method the stand-in made (its card's last four digits say which test card it is). */
export function behaviourOf(paymentMethod: StripeObject): CardBehaviour {
  return BY_LAST4.get(String(paymentMethod.card?.last4))?.behaviour ?? { ok: true };
}

function paymentMethodObject(tx: Tx, card: TestCard, metadata: Record<string, string> = {}): StripeObject {
  return {
    id: newId('pm'), object: 'payment_method', type: 'card', created: tx.now, livemode: false, customer: null, metadata, allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'US',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' }, display_brand: card.brand, networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true }, wallet: null,
    },
  };
}

/** `POST /v1/payment_methods` with `type=card` and `card[token]=tok_…` (a test token). */
export async function createPaymentMethod(tx: Tx, p: Record<string, any>): Promise<StripeObject> {
  if (p.type !== 'card') throw new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_empty', message: 'The stand-in makes card payment methods only.', param: 'type' });
  const token = String(p.card?.token ?? '');
  const card = TEST_CARDS[token.replace(/^tok_/, '')];
  if (!card) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such token: '${token}'`, param: 'card[token]' });
  return tx.put(paymentMethodObject(tx, card, p.metadata ?? {}));
}

/**
 * The payment method a request names: one the account has, or a new one made from a test payment method id
 * (`pm_card_visa`…), as Stripe makes a fresh payment method each time one of those is used.
 */
export async function resolvePaymentMethod(tx: Tx, id: unknown, param = 'payment_method'): Promise<StripeObject> {
  const name = String(id ?? '');
  const existing = await tx.get('payment_method', name);
  if (existing) return existing;
  const card = name.startsWith('pm_card_') ? TEST_CARDS[name.slice('pm_card_'.length)] : undefined;
  if (!card) throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${name}'`, param });
  return tx.put(paymentMethodObject(tx, card));
}

/** Attaches a payment method to a customer (a payment method belongs to one customer at most). */
export async function attach(tx: Tx, paymentMethod: StripeObject, customerId: string): Promise<StripeObject> {
  if (paymentMethod.customer && paymentMethod.customer !== customerId) {
    throw new StripeApiError(400, { type: 'invalid_request_error', message: 'The payment method you provided has already been attached to a customer.', param: 'payment_method' });
  }
  if (paymentMethod.customer === customerId) return paymentMethod;
  const attached = { ...paymentMethod, customer: customerId };
  await tx.put(attached);
  await tx.emit('payment_method.attached', attached);
  return attached;
}
