import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { stripeWebhookRoute } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../../platform/http/endpoint';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { verifiedWebhookEvent } from '../../../../platform/payments/verified-webhook';
import { ApplyStripeWebhookCommand } from './apply-stripe-webhook.command';

@Controller()
export class ApplyStripeWebhookController {
  constructor(private readonly commands: CommandBus, @Inject(PAYMENTS) private readonly payments: Payments) {}

  /** Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body is the check. */
  @Endpoint(stripeWebhookRoute, { allow: 'public', csrf: false })
  receive(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.commands.execute(new ApplyStripeWebhookCommand(verifiedWebhookEvent(this.payments, req, 'deposits')));
  }
}
