import { Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { CONFIG, LOGGER } from '../tokens';
import { PAYMENTS, type Payments } from './payments.port';
import { StandInRegistration } from './standin-registration';
import { StripePayments } from './stripe-payments';
import { UnconfiguredPayments } from './unconfigured-payments';
import { StripeWebhookInbox } from './verified-webhook';
import { webhookSecretsOf } from './webhook-secrets';

export { SUBSCRIPTION_WEBHOOK_PATH, WEBHOOK_PATH } from './webhook-endpoints';

const STANDIN_REGISTRATION = Symbol('STANDIN_REGISTRATION');

/**
 * PAYMENTS: Stripe through the official SDK. With STRIPE_SECRET_KEY (and the endpoints' webhook secrets) it talks to
 * Stripe; without (development, tests) it talks to the Stripe stand-in, a process of its own at STRIPE_STANDIN_URL
 * (ADR 0069), through the same SDK pointed at it, with the stand-in account's key STRIPE_STANDIN_KEY. In production
 * without a key nothing is paid (UnconfiguredPayments), unless STRIPE_LOCAL_IN_PRODUCTION asks for the stand-in (a
 * production-mode demo or benchmark).
 */
const usesStandIn = (config: AppConfig) => !config.STRIPE_SECRET_KEY && (!config.isProduction || config.STRIPE_LOCAL_IN_PRODUCTION);

@Global()
@Module({
  providers: [
    {
      provide: PAYMENTS,
      inject: [CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger): Payments => {
        if (config.STRIPE_SECRET_KEY) {
          return new StripePayments({
            mode: 'stripe', secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecrets: webhookSecretsOf(config),
          });
        }
        if (!usesStandIn(config)) {
          logger.error({ component: 'payments' }, 'STRIPE_SECRET_KEY is not set: deposits, refunds and dealer plans are refused');
          return new UnconfiguredPayments();
        }
        const url = new URL(config.STRIPE_STANDIN_URL);
        return new StripePayments({
          mode: 'local', secretKey: config.STRIPE_STANDIN_KEY, publishableKey: null, webhookSecrets: webhookSecretsOf(config),
          host: { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? 'https' : 'http' },
        });
      },
    },
    {
      provide: STANDIN_REGISTRATION,
      inject: [CONFIG, PAYMENTS, LOGGER],
      useFactory: (config: AppConfig, payments: Payments, logger: Logger) => {
        if (!(payments instanceof StripePayments) || payments.mode !== 'local') return null;
        const registration = new StandInRegistration(payments, config.HOST, logger.child({ component: 'payments' }));
        payments.beforeWrite = () => registration.ensure();
        return registration;
      },
    },
    StripeWebhookInbox,
  ],
  exports: [PAYMENTS, StripeWebhookInbox],
})
export class PaymentsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(STANDIN_REGISTRATION) private readonly registration: StandInRegistration | null, private readonly http: HttpAdapterHost) {}

  onApplicationBootstrap() {
    const server = this.http.httpAdapter?.getHttpServer?.();
    if (this.registration && server) this.registration.watch(server);
  }

  onApplicationShutdown() {
    this.registration?.stop();
  }
}
