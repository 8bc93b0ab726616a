import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config';
import type { WebhookEndpoint } from './payments.port';

type SecretSettings = Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_SUBSCRIPTION_WEBHOOK_SECRET' | 'isProduction'>;

/**
 * Each Stripe webhook endpoint's signing secret (ADR 0032). With real keys: STRIPE_WEBHOOK_SECRET for deposits,
 * STRIPE_SUBSCRIPTION_WEBHOOK_SECRET for dealer plans; outside production the second falls back to the first, as
 * `stripe listen --forward-to` signs everything it forwards with one secret (production refuses to boot without both:
 * see the config). The Stripe stand-in (no STRIPE_SECRET_KEY) signs each endpoint's events with its own secret,
 * the configured one or a fresh random one: an event signed for one endpoint never passes the other, in tests too.
 */
export function webhookSecretsOf(
  config: SecretSettings, random = () => `whsec_local_${randomBytes(24).toString('hex')}`,
): Record<WebhookEndpoint, string> {
  if (!config.STRIPE_SECRET_KEY) {
    return { deposits: config.STRIPE_WEBHOOK_SECRET ?? random(), subscriptions: config.STRIPE_SUBSCRIPTION_WEBHOOK_SECRET ?? random() };
  }
  if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  const subscriptions = config.STRIPE_SUBSCRIPTION_WEBHOOK_SECRET ?? (config.isProduction ? undefined : config.STRIPE_WEBHOOK_SECRET);
  if (!subscriptions) throw new Error('STRIPE_SUBSCRIPTION_WEBHOOK_SECRET is required in production with STRIPE_SECRET_KEY');
  return { deposits: config.STRIPE_WEBHOOK_SECRET, subscriptions };
}
