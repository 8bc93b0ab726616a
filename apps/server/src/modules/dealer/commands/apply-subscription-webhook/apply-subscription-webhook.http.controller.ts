import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { subscriptionWebhookRoute } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../../platform/http/endpoint';
import { StripeWebhookInbox } from '../../../../platform/payments/verified-webhook';
import { ApplySubscriptionWebhookCommand } from './apply-subscription-webhook.command';

@Controller()
export class ApplySubscriptionWebhookController {
  constructor(private readonly commands: CommandBus, private readonly inbox: StripeWebhookInbox) {}

  /**
   * Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body, with this
   * endpoint's own secret (STRIPE_SUBSCRIPTION_WEBHOOK_SECRET), is the check (the inbox's).
   */
  @Endpoint(subscriptionWebhookRoute, { allow: 'public', csrf: false })
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.inbox.receive(req, 'subscriptions', (event) => this.commands.execute(new ApplySubscriptionWebhookCommand(event)));
  }
}
