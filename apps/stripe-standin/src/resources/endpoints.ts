import { randomBytes } from 'node:crypto';
import { newId, STRIPE_API_VERSION, type StripeObject, type Tx } from '../store';
import { bool, invalid, list, listParam, metadataOf, missing } from '../protocol';
import { createPaymentMethod } from './cards';
import type { Route } from './route';

/**
 * Webhook endpoints and events. An endpoint's signing secret is Stripe's to make and is shown once, in the answer
 * that creates it. The stand-in also takes a `secret` parameter (its only extension of the API): the server's
 * configured STRIPE_WEBHOOK_SECRET / STRIPE_SUBSCRIPTION_WEBHOOK_SECRET keep their meaning, as with `stripe listen`.
 */
const publicView = ({ secret: _secret, ...endpoint }: StripeObject) => endpoint;

async function endpointOf(tx: Tx, id: string): Promise<StripeObject> {
  const endpoint = await tx.get('webhook_endpoint', id);
  if (!endpoint || endpoint.deleted) throw missing('webhook_endpoint', id);
  return endpoint;
}

function checkedUrl(value: unknown): string {
  const url = String(value ?? '');
  if (!/^https?:\/\/./.test(url)) throw invalid('Invalid URL: An explicit scheme (such as https) must be provided.', 'url', 'url_invalid');
  return url;
}

export const endpointRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/payment_methods$/, handle: async (tx, p) => [200, await createPaymentMethod(tx, p)] },
  {
    method: 'POST', path: /^\/v1\/webhook_endpoints$/, handle: async (tx, p) => {
      const enabled = listParam(p.enabled_events);
      if (enabled.length === 0) throw invalid('Missing required param: enabled_events.', 'enabled_events');
      const endpoint = await tx.put({
        id: newId('we'), object: 'webhook_endpoint', url: checkedUrl(p.url), enabled_events: enabled, status: 'enabled', created: tx.now, livemode: false,
        api_version: p.api_version ?? STRIPE_API_VERSION, application: null, description: p.description ?? null, metadata: metadataOf(p.metadata),
        secret: p.secret ? String(p.secret) : `whsec_${randomBytes(24).toString('hex')}`,
      });
      return [200, endpoint];
    },
  },
  { method: 'GET', path: /^\/v1\/webhook_endpoints\/(\w+)$/, handle: async (tx, _p, [id]) => [200, publicView(await endpointOf(tx, id))] },
  {
    method: 'GET', path: /^\/v1\/webhook_endpoints$/, handle: async (tx, p) =>
      [200, list('/v1/webhook_endpoints', (await tx.list('webhook_endpoint')).filter((e) => !e.deleted).map(publicView), p.limit)],
  },
  {
    method: 'POST', path: /^\/v1\/webhook_endpoints\/(\w+)$/, handle: async (tx, p, [id]) => {
      const endpoint = await endpointOf(tx, id);
      const enabled = listParam(p.enabled_events);
      const disabled = bool(p.disabled);
      const updated = await tx.put({
        ...endpoint, url: p.url === undefined ? endpoint.url : checkedUrl(p.url), enabled_events: enabled.length > 0 ? enabled : endpoint.enabled_events,
        status: disabled === undefined ? endpoint.status : disabled ? 'disabled' : 'enabled', description: p.description ?? endpoint.description,
        metadata: metadataOf(p.metadata, endpoint.metadata), secret: p.secret ? String(p.secret) : endpoint.secret,
      });
      return [200, publicView(updated)];
    },
  },
  {
    method: 'DELETE', path: /^\/v1\/webhook_endpoints\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const endpoint = await endpointOf(tx, id);
      await tx.put({ ...endpoint, deleted: true, status: 'disabled' });
      return [200, { id, object: 'webhook_endpoint', deleted: true }];
    },
  },
  {
    method: 'GET', path: /^\/v1\/events\/(\w+)$/, handle: async (tx, _p, [id]) => {
      const event = await tx.get('event', id);
      if (!event) throw missing('event', id);
      return [200, event];
    },
  },
  {
    method: 'GET', path: /^\/v1\/events$/, handle: async (tx, p) => [200, list('/v1/events', await tx.list('event', p.type ? { type: p.type } : {}), p.limit)],
  },
];
