import { priceChangeSubscriptionRoute, unsubscribePriceChangesRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Endpoint, Input } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import { SetPriceChangeSubscriptionCommand, UnsubscribeByTokenCommand } from './price-change-subscription.command';

@Controller()
export class PriceChangeSubscriptionHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Customers and staff alike may follow price changes. */
  @Endpoint(priceChangeSubscriptionRoute, { allow: 'authenticated' })
  set(@Input() { body }: RouteInput<typeof priceChangeSubscriptionRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new SetPriceChangeSubscriptionCommand(body.subscribed, ctx));
  }

  /** From the unsubscribe page the email links to (the token is the credential; a mail scanner opening the link changes nothing). */
  @Endpoint(unsubscribePriceChangesRoute, { allow: 'public' })
  unsubscribe(@Input() { body }: RouteInput<typeof unsubscribePriceChangesRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new UnsubscribeByTokenCommand(body.token, ctx));
  }
}
