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

  /** The email's link: a GET that changes state (the token is the credential), refused cross-site. */
  @Endpoint(unsubscribePriceChangesRoute, { allow: 'public', getChangesState: true })
  unsubscribe(@Input() { query }: RouteInput<typeof unsubscribePriceChangesRoute>, @Ctx() ctx: RequestContext) {
    return this.commandBus.execute(new UnsubscribeByTokenCommand(query.token, ctx));
  }
}
