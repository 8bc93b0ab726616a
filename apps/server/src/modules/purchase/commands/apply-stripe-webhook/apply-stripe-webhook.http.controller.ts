import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { stripeWebhookRoute } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../../platform/http/endpoint';
import { StripeWebhookInbox } from '../../../../platform/payments/verified-webhook';
import { ApplyStripeWebhookCommand } from './apply-stripe-webhook.command';

@Controller()
export class ApplyStripeWebhookController {
  constructor(private readonly commands: CommandBus, private readonly inbox: StripeWebhookInbox) {}

  /** Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body is the check (the inbox's). */
  @Endpoint(stripeWebhookRoute, { allow: 'public', csrf: false })
  receive(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.inbox.receive(req, 'deposits', (event) => this.commands.execute(new ApplyStripeWebhookCommand(event)));
  }
}
