import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cancelPlanRoute, choosePlanRoute, signContractRoute, subscriptionWebhookRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { verifiedWebhookEvent } from '../../../../platform/payments/verified-webhook';
import { PLAN_MANAGERS } from '../../shared/company-scope';
import { ApplySubscriptionWebhookCommand, CancelPlanCommand, ChoosePlanCommand, SignContractCommand } from './subscription.commands';

@Controller()
export class SubscriptionController {
  constructor(private readonly commands: CommandBus, @Inject(PAYMENTS) private readonly payments: Payments) {}

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
   * endpoint's own secret (STRIPE_SUBSCRIPTION_WEBHOOK_SECRET), is the check.
   */
  @Endpoint(subscriptionWebhookRoute, { allow: 'public', csrf: false })
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.commands.execute(new ApplySubscriptionWebhookCommand(verifiedWebhookEvent(this.payments, req, 'subscriptions')));
  }
}
