import { loadConfig } from '../config/config';
import { webhookSecretsOf } from './webhook-secrets';

const base = { DATABASE_URL: 'postgres://localhost/x' };
let n = 0;
const random = () => `whsec_random_${++n}`;

describe('Stripe webhook secrets, one per endpoint', () => {
  it('with real keys, each endpoint is verified with its own secret', () => {
    const config = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_deposits', STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: 'whsec_plans' });
    expect(webhookSecretsOf(config, random)).toEqual({ deposits: 'whsec_deposits', subscriptions: 'whsec_plans' });
  });

  it('outside production the subscription endpoint falls back to STRIPE_WEBHOOK_SECRET (one `stripe listen` secret)', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_cli' });
    expect(webhookSecretsOf(config, random)).toEqual({ deposits: 'whsec_cli', subscriptions: 'whsec_cli' });
  });

  it('production refuses to boot without both secrets when Stripe is configured, naming the variable', () => {
    const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'k', PUBLIC_URL: 'https://marketplace.test', SMTP_URL: 'smtp://mail.test:587', CREDIT_BUREAU: 'simulated', STRIPE_SECRET_KEY: 'sk_live_x' };
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_deposits' })).toThrow(/STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: is required in production/);
    expect(() => loadConfig({ ...production, STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: 'whsec_plans' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required in production/);
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'a', STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: 'b' })).not.toThrow();
  });

  it('the Stripe stand-in gives each endpoint its own secret (configured, or random)', () => {
    const local = webhookSecretsOf(loadConfig(base), random);
    expect(local.deposits).not.toBe(local.subscriptions);
    expect(webhookSecretsOf(loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_a', STRIPE_SUBSCRIPTION_WEBHOOK_SECRET: 'whsec_b' }), random))
      .toEqual({ deposits: 'whsec_a', subscriptions: 'whsec_b' });
  });
});
