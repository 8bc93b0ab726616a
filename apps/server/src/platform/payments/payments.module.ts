import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { CONFIG, LOGGER } from '../tokens';
import { LocalStripeServer } from './local-stripe-server';
import { PAYMENTS, type Payments, type WebhookEndpoint } from './payments.port';
import { StripePayments } from './stripe-payments';
import { UnconfiguredPayments } from './unconfigured-payments';
import { webhookSecretsOf } from './webhook-secrets';

export const LOCAL_STRIPE = Symbol('LOCAL_STRIPE');
export const WEBHOOK_PATH = '/api/finances/stripe-webhook';
/** Subscription events (dealer plans) go to their own endpoint, as a second webhook endpoint would on Stripe. */
export const SUBSCRIPTION_WEBHOOK_PATH = '/api/dealer/stripe-webhook';
/** The endpoint a Stripe event type goes to (as the two endpoints' event selections would be set up on Stripe). */
export const webhookEndpointOf = (type: string): WebhookEndpoint => (type.startsWith('customer.') || type.startsWith('invoice.') ? 'subscriptions' : 'deposits');
const PATHS: Readonly<Record<WebhookEndpoint, string>> = { deposits: WEBHOOK_PATH, subscriptions: SUBSCRIPTION_WEBHOOK_PATH };

/**
 * PAYMENTS: Stripe through the official SDK. With STRIPE_SECRET_KEY (and the endpoints' webhook secrets) it talks to
 * Stripe; without (development, tests) it starts the local Stripe-API server on loopback and points the same SDK at it.
 * In production without a key nothing is paid (UnconfiguredPayments), unless STRIPE_LOCAL_IN_PRODUCTION asks for the
 * stand-in (a production-mode demo or benchmark).
 */
const usesStandIn = (config: AppConfig) => !config.STRIPE_SECRET_KEY && (!config.isProduction || config.STRIPE_LOCAL_IN_PRODUCTION);

@Global()
@Module({
  providers: [
    {
      provide: LOCAL_STRIPE,
      inject: [CONFIG, HttpAdapterHost, LOGGER],
      useFactory: (config: AppConfig, host: HttpAdapterHost, logger: Logger) => {
        if (!usesStandIn(config)) return null;
        return new LocalStripeServer({
          webhookSecrets: webhookSecretsOf(config),
          endpointOf: webhookEndpointOf,
          webhookUrl: (type) => {
            const address = host.httpAdapter?.getHttpServer?.()?.address?.() as AddressInfo | string | null | undefined;
            return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}${PATHS[webhookEndpointOf(type)]}` : null;
          },
          logger: logger.child({ component: 'local-stripe' }),
        });
      },
    },
    {
      provide: PAYMENTS,
      inject: [CONFIG, LOCAL_STRIPE, LOGGER],
      useFactory: async (config: AppConfig, local: LocalStripeServer | null, logger: Logger): Promise<Payments> => {
        if (!config.STRIPE_SECRET_KEY && !local) {
          logger.error({ component: 'payments' }, 'STRIPE_SECRET_KEY is not set: deposits, refunds and dealer plans are refused');
          return new UnconfiguredPayments();
        }
        if (!local) {
          return new StripePayments({
            mode: 'stripe', secretKey: config.STRIPE_SECRET_KEY!, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecrets: webhookSecretsOf(config),
          });
        }
        const address = await local.start();
        return new StripePayments({
          mode: 'local', secretKey: 'sk_test_local', publishableKey: null, webhookSecrets: local.webhookSecrets,
          host: { host: address.host, port: address.port, protocol: 'http' },
        });
      },
    },
  ],
  exports: [PAYMENTS, LOCAL_STRIPE],
})
export class PaymentsModule implements OnApplicationShutdown {
  constructor(@Inject(LOCAL_STRIPE) private readonly local: LocalStripeServer | null) {}

  async onApplicationShutdown() {
    await this.local?.stop();
  }
}
