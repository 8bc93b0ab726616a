import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A Stripe event signed with `secret` as Stripe signs it (tests of the webhook endpoints). */
export function signedStripeEvent(
  secret: string, type: string, object: Record<string, unknown>, o: { id?: string; timestamp?: number; created?: number } = {},
) {
  const payload = JSON.stringify({
    id: o.id ?? `evt_test_${randomBytes(8).toString('hex')}`, object: 'event', api_version: Stripe.API_VERSION, created: o.created ?? Math.floor(Date.now() / 1000),
    type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(o.timestamp ? { timestamp: o.timestamp } : {}) });
  return { payload, signature };
}

/** Posts a raw webhook body to `url`, with the signature header when given. */
export function postStripeWebhook(url: string, payload: string, signature?: string) {
  return fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) }, body: payload,
  }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
}
