import { Controller, Inject, Req } from '@nestjs/common';
import { createPaymentIntentRoute, getStripeKeyRoute, stripeWebhookRoute, testCardPaymentRoute, type RouteInput } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../platform/http/endpoint';
import type { RequestContext } from '../../../platform/http/request-context';
import { PAYMENTS, PaymentsSignatureError, type Payments } from '../../../platform/payments/payments.port';
import { Deposits } from '../application/deposits';

/** Spec §7 finance calls (provider: stripe) and Stripe's webhook. */
@Controller()
export class FinancesController {
  constructor(private readonly deposits: Deposits, @Inject(PAYMENTS) private readonly payments: Payments) {}

  @Endpoint(createPaymentIntentRoute, { allow: 'authenticated', verified: true })
  createIntent(@Input() input: RouteInput<typeof createPaymentIntentRoute>, @Ctx() ctx: RequestContext) {
    return this.deposits.createIntent(input.body.transactionId, ctx);
  }

  @Endpoint(getStripeKeyRoute, { allow: 'public' })
  key() {
    return { publishableKey: this.deposits.publishableKey, mode: this.deposits.mode };
  }

  /** Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body is the check. */
  @Endpoint(stripeWebhookRoute, { allow: 'public', csrf: false })
  async webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    let event;
    try {
      event = this.payments.verifyWebhook(req.rawBody, req.headers['stripe-signature']);
    } catch (error) {
      if (error instanceof PaymentsSignatureError) throw new DomainError('payments.invalid_signature', 'validation', 'Invalid Stripe signature', 'headers.stripe-signature');
      throw error;
    }
    const applied = await this.deposits.applyWebhook(event);
    return { received: true as const, applied };
  }

  @Endpoint(testCardPaymentRoute, { allow: 'authenticated', verified: true })
  testCard(@Input() input: RouteInput<typeof testCardPaymentRoute>, @Ctx() ctx: RequestContext) {
    return this.deposits.payWithTestCard(input.body, ctx);
  }
}
