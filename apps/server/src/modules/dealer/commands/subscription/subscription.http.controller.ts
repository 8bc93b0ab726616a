import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { choosePlanRoute, signContractRoute, subscriptionWebhookRoute, type RouteInput } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { verifiedWebhookEvent } from '../../../../platform/payments/verified-webhook';
import { COMPANY_READERS } from '../../shared/company-scope';
import { ApplySubscriptionWebhookCommand, ChoosePlanCommand, SignContractCommand } from './subscription.commands';

@Controller()
export class SubscriptionController {
  constructor(private readonly commands: CommandBus, @Inject(PAYMENTS) private readonly payments: Payments) {}

  @Endpoint(signContractRoute, { allow: COMPANY_READERS })
  sign(@Input() { body }: RouteInput<typeof signContractRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new SignContractCommand(body.companyId, ctx));
  }

  @Endpoint(choosePlanRoute, { allow: COMPANY_READERS })
  choose(@Input() { body }: RouteInput<typeof choosePlanRoute>, @Ctx() ctx: RequestContext) {
    return this.commands.execute(new ChoosePlanCommand(body.companyId, body.plan, body.paymentMethod, ctx));
  }

  /** Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body is the check. */
  @Endpoint(subscriptionWebhookRoute, { allow: 'public', csrf: false })
  webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return this.commands.execute(new ApplySubscriptionWebhookCommand(verifiedWebhookEvent(this.payments, req)));
  }
}
