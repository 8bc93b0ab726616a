import { newId, type Reader, type StripeObject, type Tx } from '../store';
import { bool, invalid, list, listParam, metadataOf, missing, StripeApiError, unexpectedState } from '../protocol';
import { behaviourOf, resolvePaymentMethod } from './cards';
import type { Route } from './route';

/** Stripe's least charge in Canadian dollars (and US dollars): 50 cents. */
const MINIMUM_AMOUNT = 50;
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];

function positiveAmount(value: unknown, param: string, least = 1): number {
  const amount = Number(value);
  if (value === undefined || value === '') throw invalid(`Missing required param: ${param}.`, param);
  if (!Number.isInteger(amount) || amount < least) {
    throw new StripeApiError(400, { type: 'invalid_request_error', code: least > 1 ? 'amount_too_small' : 'parameter_invalid_integer', message: `Amount must be at least ${least} cents`, param });
  }
  return amount;
}

async function intentOf(tx: Reader, id: string): Promise<StripeObject> {
  const pi = await tx.get('payment_intent', id);
  if (!pi) throw missing('payment_intent', id);
  return pi;
}

function chargeObject(tx: Tx, pi: StripeObject, pm: StripeObject, o: { succeeded: boolean; captured: boolean; failure?: { code: string; message: string } }): StripeObject {
  const id = newId('ch');
  return {
    id, object: 'charge', amount: pi.amount, amount_captured: o.captured ? pi.amount : 0, amount_refunded: 0, captured: o.captured, currency: pi.currency,
    customer: pi.customer ?? null, description: pi.description ?? null, created: tx.now, livemode: false, metadata: { ...pi.metadata },
    paid: o.succeeded, refunded: false, disputed: false, status: o.succeeded ? 'succeeded' : 'failed', payment_intent: pi.id, payment_method: pm.id,
    failure_code: o.failure?.code ?? null, failure_message: o.failure?.message ?? null, balance_transaction: o.captured ? newId('txn') : null,
    outcome: o.succeeded
      ? { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
      : { network_status: 'declined_by_network', reason: o.failure?.code ?? null, risk_level: 'normal', seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' },
    payment_method_details: { type: 'card', card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year, funding: pm.card.funding, country: pm.card.country } },
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/charges/${id}/refunds` },
  };
}

/** A dispute the card's issuer opens on a charge (Stripe's `createDispute` test card does it right after the payment). */
export async function openDispute(tx: Tx, charge: StripeObject, reason: string): Promise<StripeObject> {
  const evidence = Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null]));
  const dispute = {
    id: newId('du'), object: 'dispute', amount: charge.amount, currency: charge.currency, charge: charge.id, payment_intent: charge.payment_intent,
    created: tx.now, livemode: false, metadata: {}, reason, status: 'needs_response', is_charge_refundable: false, balance_transactions: [],
    evidence, evidence_details: { due_by: tx.now + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
  };
  await tx.put(dispute);
  await tx.put({ ...charge, disputed: true });
  await tx.emit('charge.dispute.created', dispute);
  return dispute;
}

/** The evidence fields that take an uploaded file's id (purpose `dispute_evidence`). */
const EVIDENCE_FILE_FIELDS = [
  'cancellation_policy', 'customer_communication', 'customer_signature', 'duplicate_charge_documentation', 'receipt', 'refund_policy',
  'service_documentation', 'shipping_documentation', 'uncategorized_file',
];

/** The evidence a dispute takes (https://docs.stripe.com/api/disputes/object#dispute_object-evidence), text fields and file ids. */
const EVIDENCE_FIELDS = [
  'access_activity_log', 'billing_address', 'cancellation_policy', 'cancellation_policy_disclosure', 'cancellation_rebuttal', 'customer_communication',
  'customer_email_address', 'customer_name', 'customer_purchase_ip', 'customer_signature', 'duplicate_charge_documentation', 'duplicate_charge_explanation',
  'duplicate_charge_id', 'product_description', 'receipt', 'refund_policy', 'refund_policy_disclosure', 'refund_refusal_explanation', 'service_date',
  'service_documentation', 'shipping_address', 'shipping_carrier', 'shipping_date', 'shipping_documentation', 'shipping_tracking_number',
  'uncategorized_file', 'uncategorized_text',
];

/**
 * Confirms an intent with its payment method: Stripe's test cards decide (a decline is a 402 `card_error` carrying the
 * intent, which goes back to `requires_payment_method`); a manual-capture intent is only authorised.
 */
async function confirm(tx: Tx, pi: StripeObject, paymentMethodId: unknown): Promise<StripeObject> {
  if (!CONFIRMABLE.includes(pi.status)) {
    throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, { payment_intent: pi });
  }
  const pmId = paymentMethodId ?? pi.payment_method;
  if (!pmId) throw unexpectedState("You cannot confirm this PaymentIntent because it's missing a payment method.", { payment_intent: pi });
  const pm = await resolvePaymentMethod(tx, pmId);
  const behaviour = behaviourOf(pm);
  if (!behaviour.ok) {
    const charge = await tx.put(chargeObject(tx, pi, pm, { succeeded: false, captured: false, failure: { code: behaviour.code, message: behaviour.message } }));
    const declined = await tx.put({
      ...pi, status: 'requires_payment_method', payment_method: null, latest_charge: charge.id,
      last_payment_error: { type: 'card_error', code: behaviour.code, decline_code: behaviour.decline, message: behaviour.message, charge: charge.id, payment_method: pm },
    });
    await tx.emit('charge.failed', charge);
    await tx.emit('payment_intent.payment_failed', declined);
    throw new StripeApiError(402, {
      type: 'card_error', code: behaviour.code, decline_code: behaviour.decline, message: behaviour.message, charge: charge.id, payment_intent: declined, payment_method: pm,
    });
  }
  const manual = pi.capture_method === 'manual';
  const charge = await tx.put(chargeObject(tx, pi, pm, { succeeded: true, captured: !manual }));
  const paid = await tx.put({
    ...pi, payment_method: pm.id, latest_charge: charge.id, last_payment_error: null,
    ...(manual ? { status: 'requires_capture', amount_capturable: pi.amount } : { status: 'succeeded', amount_received: pi.amount }),
  });
  await tx.emit('charge.succeeded', charge);
  await tx.emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', paid);
  if (behaviour.dispute && !manual) await openDispute(tx, charge, behaviour.dispute);
  return paid;
}

/** The succeeded, captured charge of a refund request (by payment intent or by charge). */
async function refundableCharge(tx: Tx, p: Record<string, any>): Promise<StripeObject> {
  if (p.charge) {
    const charge = await tx.get('charge', String(p.charge));
    if (!charge) throw missing('charge', String(p.charge), 'charge');
    return charge;
  }
  if (!p.payment_intent) throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
  const pi = await tx.get('payment_intent', String(p.payment_intent));
  if (!pi) throw missing('payment_intent', String(p.payment_intent), 'payment_intent');
  const charge = pi.latest_charge ? await tx.get('charge', pi.latest_charge) : null;
  if (pi.status !== 'succeeded' || !charge?.captured) {
    throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, param: 'payment_intent' });
  }
  return charge;
}

export const paymentRoutes: Route[] = [
  {
    method: 'POST', path: /^\/v1\/payment_intents$/, handle: async (tx, p) => {
      const amount = positiveAmount(p.amount, 'amount', MINIMUM_AMOUNT);
      if (!p.currency) throw invalid('Missing required param: currency.', 'currency');
      const captureMethod = String(p.capture_method ?? 'automatic');
      if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) throw invalid(`Invalid capture_method: ${captureMethod}`, 'capture_method', 'parameter_invalid_string');
      // API 2026-11-18.endive (stripe 23): a create names its allowed types; `payment_method_types` is only an answer.
      if (p.payment_method_types !== undefined) throw invalid('Received unknown parameter: payment_method_types', 'payment_method_types', 'parameter_unknown');
      const id = newId('pi');
      const types = listParam(p.allowed_payment_method_types);
      let pi: StripeObject = await tx.put({
        id, object: 'payment_intent', amount, amount_capturable: 0, amount_received: 0, currency: String(p.currency).toLowerCase(), capture_method: captureMethod,
        client_secret: `${id}_secret_${newId('s').slice(2)}`, confirmation_method: 'automatic', created: tx.now, customer: p.customer ?? null,
        description: p.description ?? null, last_payment_error: null, latest_charge: null, livemode: false, metadata: metadataOf(p.metadata),
        payment_method: p.payment_method ?? null, allowed_payment_method_types: types.length > 0 ? types : null,
        payment_method_types: types.length > 0 ? types : ['card'], status: p.payment_method ? 'requires_confirmation' : 'requires_payment_method',
        automatic_payment_methods: types.length > 0 ? null : { enabled: true, allow_redirects: p.automatic_payment_methods?.allow_redirects ?? 'always' },
        canceled_at: null, cancellation_reason: null, receipt_email: p.receipt_email ?? null,
      });
      await tx.emit('payment_intent.created', pi);
      if (bool(p.confirm)) pi = await confirm(tx, pi, p.payment_method);
      return [200, pi];
    },
  },
  { method: 'GET', path: /^\/v1\/payment_intents\/(\w+)$/, handle: async (tx, _p, [id]) => [200, await intentOf(tx, id)] },
  {
    method: 'GET', path: /^\/v1\/payment_intents$/, handle: async (tx, p) =>
      [200, list('/v1/payment_intents', await tx.list('payment_intent', p.customer ? { customer: p.customer } : {}), p.limit)],
  },
  {
    method: 'GET', path: /^\/v1\/charges$/, handle: async (tx, p) =>
      [200, list('/v1/charges', await tx.list('charge', p.payment_intent ? { payment_intent: p.payment_intent } : {}), p.limit)],
  },
  {
    method: 'POST', path: /^\/v1\/payment_intents\/(\w+)$/, handle: async (tx, p, [id]) => {
      const pi = await intentOf(tx, id);
      if (['succeeded', 'canceled'].includes(pi.status) && p.amount !== undefined) throw unexpectedState(`This PaymentIntent's amount could not be updated because it has a status of ${pi.status}.`);
      const updated = await tx.put({
        ...pi, metadata: metadataOf(p.metadata, pi.metadata), description: p.description ?? pi.description,
        ...(p.amount !== undefined ? { amount: positiveAmount(p.amount, 'amount', MINIMUM_AMOUNT) } : {}),
      });
      return [200, updated];
    },
  },
  { method: 'POST', path: /^\/v1\/payment_intents\/(\w+)\/confirm$/, handle: async (tx, p, [id]) => [200, await confirm(tx, await intentOf(tx, id), p.payment_method)] },
  {
    method: 'POST', path: /^\/v1\/payment_intents\/(\w+)\/capture$/, handle: async (tx, p, [id]) => {
      const pi = await intentOf(tx, id);
      if (pi.status !== 'requires_capture') {
        throw unexpectedState(`This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`, { payment_intent: pi });
      }
      const amount = p.amount_to_capture === undefined ? pi.amount_capturable : positiveAmount(p.amount_to_capture, 'amount_to_capture');
      if (amount > pi.amount_capturable) {
        throw new StripeApiError(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'The amount to capture is greater than the amount capturable.', param: 'amount_to_capture' });
      }
      const charge = (await tx.get('charge', pi.latest_charge))!;
      // What is not captured is released: Stripe shows it as refunded on the charge.
      const captured = await tx.put({ ...charge, captured: true, amount_captured: amount, amount_refunded: charge.amount - amount, balance_transaction: newId('txn') });
      const succeeded = await tx.put({ ...pi, status: 'succeeded', amount_capturable: 0, amount_received: amount });
      await tx.emit('charge.captured', captured);
      await tx.emit('payment_intent.succeeded', succeeded);
      return [200, succeeded];
    },
  },
  {
    method: 'POST', path: /^\/v1\/payment_intents\/(\w+)\/cancel$/, handle: async (tx, p, [id]) => {
      const pi = await intentOf(tx, id);
      if (!CANCELABLE.includes(pi.status)) {
        throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`, { payment_intent: pi });
      }
      const canceled = await tx.put({ ...pi, status: 'canceled', canceled_at: tx.now, cancellation_reason: p.cancellation_reason ?? null, amount_capturable: 0 });
      await tx.emit('payment_intent.canceled', canceled);
      return [200, canceled];
    },
  },
  {
    method: 'GET', path: /^\/v1\/charges\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const charge = await tx.get('charge', id);
      if (!charge) throw missing('charge', id);
      return [200, charge];
    },
  },
  {
    method: 'POST', path: /^\/v1\/refunds$/, handle: async (tx, p) => {
      const charge = await refundableCharge(tx, p);
      const left = charge.amount_captured - charge.amount_refunded;
      if (left <= 0) throw new StripeApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
      const amount = p.amount === undefined ? left : positiveAmount(p.amount, 'amount');
      if (amount > left) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error', code: 'amount_too_large', param: 'amount',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        });
      }
      const refund = await tx.put({
        id: newId('re'), object: 'refund', amount, balance_transaction: newId('txn'), charge: charge.id, created: tx.now, currency: charge.currency,
        metadata: metadataOf(p.metadata), payment_intent: charge.payment_intent, reason: p.reason ?? null, status: 'succeeded',
      });
      const refunded = charge.amount_refunded + amount;
      const updated = await tx.put({
        ...charge, amount_refunded: refunded, refunded: refunded >= charge.amount_captured,
        refunds: { ...charge.refunds, data: [refund, ...charge.refunds.data], total_count: charge.refunds.data.length + 1 },
      });
      await tx.emit('refund.created', refund);
      await tx.emit('charge.refunded', updated);
      return [200, refund];
    },
  },
  {
    method: 'GET', path: /^\/v1\/refunds\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const refund = await tx.get('refund', id);
      if (!refund) throw missing('refund', id);
      return [200, refund];
    },
  },
  {
    method: 'GET', path: /^\/v1\/refunds$/, handle: async (tx, p) =>
      [200, list('/v1/refunds', await tx.list('refund', { ...(p.payment_intent ? { payment_intent: p.payment_intent } : {}), ...(p.charge ? { charge: p.charge } : {}) }), p.limit)],
  },
  {
    method: 'GET', path: /^\/v1\/disputes\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const dispute = await tx.get('dispute', id);
      if (!dispute) throw missing('dispute', id);
      return [200, dispute];
    },
  },
  {
    method: 'GET', path: /^\/v1\/disputes$/, handle: async (tx, p) =>
      [200, list('/v1/disputes', await tx.list('dispute', { ...(p.payment_intent ? { payment_intent: p.payment_intent } : {}), ...(p.charge ? { charge: p.charge } : {}) }), p.limit)],
  },
  {
    method: 'POST', path: /^\/v1\/disputes\/(\w+)$/, handle: async (tx, p, [id]) => {
      const dispute = await tx.get('dispute', id);
      if (!dispute) throw missing('dispute', id);
      if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) {
        throw new StripeApiError(400, { type: 'invalid_request_error', message: `This dispute is ${dispute.status} and its evidence can no longer be changed.` });
      }
      const given = (p.evidence ?? {}) as Record<string, unknown>;
      const unknown = Object.keys(given).find((k) => !EVIDENCE_FIELDS.includes(k));
      if (unknown) throw invalid(`Received unknown parameter: evidence[${unknown}]`, `evidence[${unknown}]`, 'parameter_unknown');
      for (const field of EVIDENCE_FILE_FIELDS) {
        if (given[field] === undefined || given[field] === '') continue;
        const file = await tx.get('file', String(given[field]));
        if (!file || file.purpose !== 'dispute_evidence') throw missing('file', String(given[field]), `evidence[${field}]`);
      }
      const evidence = { ...dispute.evidence, ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)])) };
      const submit = bool(p.submit) ?? true;
      // Stripe's test mode decides a submitted dispute by its text evidence: `winning_evidence` wins, `losing_evidence` loses.
      const status = !submit ? dispute.status
        : evidence.uncategorized_text === 'winning_evidence' ? 'won' : evidence.uncategorized_text === 'losing_evidence' ? 'lost' : 'under_review';
      const updated = await tx.put({
        ...dispute, evidence, metadata: metadataOf(p.metadata, dispute.metadata), status,
        evidence_details: { ...dispute.evidence_details, has_evidence: true, submission_count: dispute.evidence_details.submission_count + (submit ? 1 : 0) },
      });
      await tx.emit('charge.dispute.updated', updated, { status: dispute.status });
      if (status === 'won' || status === 'lost') await tx.emit('charge.dispute.closed', updated);
      return [200, updated];
    },
  },
  {
    method: 'POST', path: /^\/v1\/disputes\/(\w+)\/close$/, handle: async (tx, _p, [id]) => {
      const dispute = await tx.get('dispute', id);
      if (!dispute) throw missing('dispute', id);
      if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) {
        throw new StripeApiError(400, { type: 'invalid_request_error', message: `This dispute is already ${dispute.status}.` });
      }
      const closed = await tx.put({ ...dispute, status: 'lost' });
      await tx.emit('charge.dispute.closed', closed);
      return [200, closed];
    },
  },
];
