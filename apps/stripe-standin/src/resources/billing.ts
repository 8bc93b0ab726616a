import { newId, type StripeObject, type Tx } from '../store';
import { bool, invalid, list, listParam, metadataOf, missing, StripeApiError } from '../protocol';
import { attach, behaviourOf, resolvePaymentMethod } from './cards';
import type { Route } from './route';

/** One calendar month after `seconds` (a Unix time), as Stripe bills monthly prices. */
export function monthAfter(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

const LIVE = ['active', 'past_due', 'trialing', 'unpaid', 'incomplete'];

async function customerOf(tx: Tx, id: string, param = 'id'): Promise<StripeObject> {
  const customer = await tx.get('customer', id);
  if (!customer || customer.deleted) throw missing('customer', id, param);
  return customer;
}

async function subscriptionOf(tx: Tx, id: string): Promise<StripeObject> {
  const sub = await tx.get('subscription', id);
  if (!sub) throw missing('subscription', id);
  return sub;
}

function priceObject(tx: Tx, o: { lookupKey: string | null; currency: string; unitAmount: number | null; interval: string; productName: string }): StripeObject {
  return {
    id: newId('price'), object: 'price', active: true, billing_scheme: 'per_unit', created: tx.now, currency: o.currency, livemode: false,
    lookup_key: o.lookupKey, metadata: {}, nickname: null, product: newId('prod'), type: 'recurring', unit_amount: o.unitAmount,
    recurring: { interval: o.interval, interval_count: 1, usage_type: 'licensed' }, tax_behavior: 'unspecified',
  };
}

/**
 * One billing period of a subscription: an invoice paid (or failed) with its default payment method, and the
 * subscription's new status (a first invoice unpaid leaves it `incomplete`, a renewal unpaid makes it `past_due`).
 */
export async function bill(tx: Tx, sub: StripeObject): Promise<StripeObject> {
  const pm = sub.default_payment_method ? await tx.get('payment_method', sub.default_payment_method) : null;
  const ok = pm ? behaviourOf(pm).ok : false;
  const item = sub.items.data[0];
  const amount = item.price.unit_amount ?? 0;
  const invoice = await tx.put({
    id: newId('in'), object: 'invoice', customer: sub.customer, currency: sub.currency, created: tx.now, livemode: false, status: ok ? 'paid' : 'open',
    amount_due: amount, amount_paid: ok ? amount : 0, amount_remaining: ok ? 0 : amount, attempt_count: 1, attempted: true, billing_reason: sub.latest_invoice ? 'subscription_cycle' : 'subscription_create',
    period_start: item.current_period_start, period_end: item.current_period_end,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
    lines: { object: 'list', has_more: false, url: '/v1/invoices/lines', data: [{ object: 'line_item', amount, currency: sub.currency, period: { start: item.current_period_start, end: item.current_period_end } }] },
  });
  const before = sub.status;
  const status = ok ? 'active' : before === 'incomplete' ? 'incomplete' : 'past_due';
  const updated = await tx.put({ ...sub, status, latest_invoice: invoice.id });
  await tx.emit(ok ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  if (status !== before) await tx.emit('customer.subscription.updated', updated, { status: before });
  return updated;
}

/** The subscription is over: cancelled now, `customer.subscription.deleted` sent. */
async function end(tx: Tx, sub: StripeObject): Promise<StripeObject> {
  const ended = await tx.put({ ...sub, status: 'canceled', canceled_at: tx.now, ended_at: tx.now });
  await tx.emit('customer.subscription.deleted', ended);
  return ended;
}

/**
 * Test control: the next billing period of a subscription, paid with `paymentMethod` (a test payment method id),
 * or the same failed payment retried (a past-due subscription stays on its period until paid).
 */
export async function renew(tx: Tx, subscriptionId: string, paymentMethod?: string): Promise<StripeObject> {
  let sub = await subscriptionOf(tx, subscriptionId);
  if (paymentMethod) {
    const pm = await attach(tx, await resolvePaymentMethod(tx, paymentMethod), sub.customer);
    sub = { ...sub, default_payment_method: pm.id };
  }
  if (sub.status === 'active') {
    const [item] = sub.items.data;
    sub = { ...sub, items: { ...sub.items, data: [{ ...item, current_period_start: item.current_period_end, current_period_end: monthAfter(item.current_period_end) }] } };
  }
  return bill(tx, await tx.put(sub));
}

/**
 * Test control: the current period is over. A subscription set to cancel at the period's end ends (deleted, as
 * Stripe does then); any other is billed for the next period with its payment method.
 */
export async function endPeriod(tx: Tx, subscriptionId: string): Promise<StripeObject> {
  const sub = await subscriptionOf(tx, subscriptionId);
  return sub.cancel_at_period_end ? end(tx, sub) : renew(tx, subscriptionId);
}

export const billingRoutes: Route[] = [
  {
    method: 'POST', path: /^\/v1\/customers$/, handle: async (tx, p) => {
      const id = newId('cus');
      let defaultPaymentMethod: string | null = null;
      if (p.payment_method) {
        const pm = await attach(tx, await resolvePaymentMethod(tx, p.payment_method), id);
        // A test payment method id (pm_card_…) named twice is the one payment method made for this customer.
        const named = p.invoice_settings?.default_payment_method;
        defaultPaymentMethod = named === undefined ? null : named === p.payment_method ? pm.id : String(named);
      } else if (p.invoice_settings?.default_payment_method) {
        defaultPaymentMethod = String(p.invoice_settings.default_payment_method);
      }
      const customer = await tx.put({
        id, object: 'customer', created: tx.now, livemode: false, email: p.email ?? null, name: p.name ?? null, description: p.description ?? null,
        metadata: metadataOf(p.metadata), invoice_settings: { default_payment_method: defaultPaymentMethod, custom_fields: null, footer: null },
      });
      await tx.emit('customer.created', customer);
      return [200, customer];
    },
  },
  { method: 'GET', path: /^\/v1\/customers\/(\w+)$/, handle: async (tx, _p, [id]) => [200, await customerOf(tx, id)] },
  {
    method: 'POST', path: /^\/v1\/customers\/(\w+)$/, handle: async (tx, p, [id]) => {
      const customer = await customerOf(tx, id);
      const updated = await tx.put({
        ...customer, email: p.email ?? customer.email, name: p.name ?? customer.name, metadata: metadataOf(p.metadata, customer.metadata),
        invoice_settings: { ...customer.invoice_settings, ...(p.invoice_settings?.default_payment_method ? { default_payment_method: p.invoice_settings.default_payment_method } : {}) },
      });
      await tx.emit('customer.updated', updated);
      return [200, updated];
    },
  },
  {
    method: 'GET', path: /^\/v1\/payment_methods\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const pm = await tx.get('payment_method', id);
      if (!pm) throw missing('payment_method', id);
      return [200, pm];
    },
  },
  {
    method: 'POST', path: /^\/v1\/payment_methods\/(\w+)\/attach$/, handle: async (tx, p, [id]) => {
      if (!p.customer) throw invalid('Missing required param: customer.', 'customer');
      await customerOf(tx, String(p.customer), 'customer');
      return [200, await attach(tx, await resolvePaymentMethod(tx, id, 'id'), String(p.customer))];
    },
  },
  {
    method: 'POST', path: /^\/v1\/prices$/, handle: async (tx, p) => {
      if (!p.currency) throw invalid('Missing required param: currency.', 'currency');
      const lookupKey = p.lookup_key ? String(p.lookup_key) : null;
      if (lookupKey) {
        const [taken] = await tx.list('price', { lookup_key: lookupKey }, 1);
        if (taken && !bool(p.transfer_lookup_key)) {
          throw new StripeApiError(400, { type: 'invalid_request_error', message: `A price (\`${taken.id}\`) already uses that lookup key.`, param: 'lookup_key' });
        }
        if (taken) await tx.put({ ...taken, lookup_key: null });
      }
      const price = await tx.put(priceObject(tx, {
        lookupKey, currency: String(p.currency).toLowerCase(), unitAmount: p.unit_amount === undefined ? null : Number(p.unit_amount),
        interval: String(p.recurring?.interval ?? 'month'), productName: String(p.product_data?.name ?? 'Plan'),
      }));
      await tx.emit('price.created', price);
      return [200, price];
    },
  },
  {
    // The stand-in's account has the product's plans already: a lookup key it has no price for gets a monthly price.
    method: 'GET', path: /^\/v1\/prices$/, handle: async (tx, p) => {
      const keys = listParam(p.lookup_keys);
      const prices: StripeObject[] = [];
      for (const key of keys) {
        const [found] = await tx.list('price', { lookup_key: key }, 1);
        prices.push(found ?? (await tx.put(priceObject(tx, { lookupKey: key, currency: 'cad', unitAmount: null, interval: 'month', productName: key }))));
      }
      return [200, list('/v1/prices', keys.length > 0 ? prices : await tx.list('price'), p.limit)];
    },
  },
  {
    method: 'POST', path: /^\/v1\/subscriptions$/, handle: async (tx, p) => {
      if (!p.customer) throw invalid('Missing required param: customer.', 'customer');
      const customer = await customerOf(tx, String(p.customer), 'customer');
      const priceId = String(p.items?.['0']?.price ?? p.items?.[0]?.price ?? '');
      if (!priceId) throw invalid('Missing required param: items[0][price].', 'items[0][price]');
      const price = await tx.get('price', priceId);
      if (!price) throw missing('price', priceId, 'items[0][price]');
      let defaultPaymentMethod: string | null = customer.invoice_settings.default_payment_method;
      if (p.default_payment_method) {
        // A test payment method id the customer was given already is that customer's payment method.
        const own = String(p.default_payment_method).startsWith('pm_card_') && defaultPaymentMethod ? defaultPaymentMethod : null;
        defaultPaymentMethod = own ?? (await attach(tx, await resolvePaymentMethod(tx, p.default_payment_method, 'default_payment_method'), customer.id)).id;
      }
      const id = newId('sub');
      const sub = await tx.put({
        id, object: 'subscription', customer: customer.id, status: 'incomplete', metadata: metadataOf(p.metadata), created: tx.now, start_date: tx.now,
        billing_cycle_anchor: tx.now, collection_method: 'charge_automatically', currency: price.currency, livemode: false, latest_invoice: null,
        default_payment_method: defaultPaymentMethod, cancel_at_period_end: false, cancel_at: null, canceled_at: null, ended_at: null,
        items: { object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${id}`, data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: tx.now, current_period_end: monthAfter(tx.now) }] },
      });
      await tx.emit('customer.subscription.created', sub);
      return [200, await bill(tx, sub)];
    },
  },
  { method: 'GET', path: /^\/v1\/subscriptions\/(\w+)$/, handle: async (tx, _p, [id]) => [200, await subscriptionOf(tx, id)] },
  {
    method: 'GET', path: /^\/v1\/subscriptions$/, handle: async (tx, p) => {
      const status = String(p.status ?? '');
      const all = await tx.list('subscription', p.customer ? { customer: p.customer } : {});
      const chosen = status === 'all' ? all : status ? all.filter((s) => s.status === status) : all.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired');
      return [200, list('/v1/subscriptions', chosen, p.limit)];
    },
  },
  {
    method: 'POST', path: /^\/v1\/subscriptions\/(\w+)$/, handle: async (tx, p, [id]) => {
      const sub = await subscriptionOf(tx, id);
      if (sub.status === 'canceled') {
        throw new StripeApiError(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
      }
      const cancelAtPeriodEnd = bool(p.cancel_at_period_end) ?? sub.cancel_at_period_end;
      const updated = await tx.put({
        ...sub, metadata: metadataOf(p.metadata, sub.metadata), cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: cancelAtPeriodEnd ? sub.items.data[0].current_period_end : null,
      });
      await tx.emit('customer.subscription.updated', updated, { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at });
      return [200, updated];
    },
  },
  {
    method: 'DELETE', path: /^\/v1\/subscriptions\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const sub = await subscriptionOf(tx, id);
      if (!LIVE.includes(sub.status)) throw new StripeApiError(400, { type: 'invalid_request_error', message: `This subscription is already ${sub.status}.` });
      return [200, await end(tx, sub)];
    },
  },
  {
    method: 'GET', path: /^\/v1\/invoices\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const invoice = await tx.get('invoice', id);
      if (!invoice) throw missing('invoice', id);
      return [200, invoice];
    },
  },
];
