import { Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cancelPlanRoute, choosePlanRoute, signContractRoute, subscriptionWebhookRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { StripeWebhookInbox } from '../../../../platform/payments/verified-webhook';
import { PLAN_MANAGERS } from '../../shared/company-scope';
import { ApplySubscriptionWebhookCommand, CancelPlanCommand, ChoosePlanCommand, SignContractCommand } from './subscription.commands';

@Controller()
export class SubscriptionController {
  constructor(private readonly commands: CommandBus, private readonly inbox: StripeWebhookInbox) {}

  @Endpoint(signContractRoute, { allow: PLAN_MANAGERS })
  sign(@Input() { body }: RouteInput<typeof signContractRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SignContractCommand(body.companyId, ctx));
  }

  @Endpoint(choosePlanRoute, { allow: PLAN_MANAGERS })
  choose(@Input() { body }: RouteInput<typeof choosePlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ChoosePlanCommand(body.companyId, body.plan, body.paymentMethod, ctx));
  }

  @Endpoint(cancelPlanRoute, { allow: PLAN_MANAGERS })
  cancel(@Input() { body }: RouteInput<typeof cancelPlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new CancelPlanCommand(body.companyId, ctx));
  }

  /**
   * Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body, with this
   * endpoint's own secret (STRIPE_SUBSCRIPTION_WEBHOOK_SECRET), is the check (the inbox's).
   */
  @Endpoint(subscriptionWebhookRoute, { allow: 'public', csrf: false })
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.inbox.receive(req, 'subscriptions', (event) => this.commands.execute(new ApplySubscriptionWebhookCommand(event)));
  }
}
