import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { CONFIG, LOGGER } from '../tokens';
import { LocalStripeServer } from './local-stripe-server';
import { PAYMENTS, type Payments } from './payments.port';
import { StripePayments } from './stripe-payments';

export const LOCAL_STRIPE = Symbol('LOCAL_STRIPE');
export const WEBHOOK_PATH = '/api/finances/stripe-webhook';
/** Subscription events (dealer plans) go to their own endpoint, as a second webhook endpoint would on Stripe. */
export const SUBSCRIPTION_WEBHOOK_PATH = '/api/dealer/stripe-webhook';
const isSubscriptionEvent = (type: string) => type.startsWith('customer.') || type.startsWith('invoice.');

/**
 * PAYMENTS: Stripe through the official SDK. With STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) it talks to Stripe;
 * without (development, tests) it starts the local Stripe-API server on loopback and points the same SDK at it.
 */
@Global()
@Module({
  providers: [
    {
      provide: LOCAL_STRIPE,
      inject: [CONFIG, HttpAdapterHost, LOGGER],
      useFactory: (config: AppConfig, host: HttpAdapterHost, logger: Logger) => {
        if (config.STRIPE_SECRET_KEY) return null;
        return new LocalStripeServer({
          webhookSecret: `whsec_local_${randomBytes(24).toString('hex')}`,
          webhookUrl: (type) => {
            const address = host.httpAdapter?.getHttpServer?.()?.address?.() as AddressInfo | string | null | undefined;
            const path = isSubscriptionEvent(type) ? SUBSCRIPTION_WEBHOOK_PATH : WEBHOOK_PATH;
            return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}${path}` : null;
          },
          logger: logger.child({ component: 'local-stripe' }),
        });
      },
    },
    {
      provide: PAYMENTS,
      inject: [CONFIG, LOCAL_STRIPE],
      useFactory: async (config: AppConfig, local: LocalStripeServer | null): Promise<Payments> => {
        if (!local) {
          if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
          return new StripePayments({
            mode: 'stripe', secretKey: config.STRIPE_SECRET_KEY!, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          });
        }
        const address = await local.start();
        return new StripePayments({
          mode: 'local', secretKey: 'sk_test_local', publishableKey: null, webhookSecret: local.webhookSecret,
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
