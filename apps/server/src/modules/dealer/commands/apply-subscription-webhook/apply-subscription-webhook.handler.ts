import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext } from '../../../../platform/http/request-context';
import { subscriptionFactOf } from '../../adapters/stripe-subscription-events';
import { SubscriptionStream } from '../../streams/subscription-stream';
import { ApplySubscriptionWebhookCommand } from './apply-subscription-webhook.command';

/** A verified Stripe event about a dealer plan: applied once per event id (the decider remembers them). */
@CommandHandler(ApplySubscriptionWebhookCommand)
export class ApplySubscriptionWebhookHandler implements ICommandHandler<ApplySubscriptionWebhookCommand> {
  constructor(private readonly stream: SubscriptionStream, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ event }: ApplySubscriptionWebhookCommand) {
    const fact = subscriptionFactOf(event);
    if (!fact) return { received: true as const, applied: false };
    const { events } = await this.stream.execute({
      type: 'ApplyStripeSubscriptionEvent',
      data: { ...fact, stripeEventId: event.id, at: new Date(event.created * 1000).toISOString() },
    }, systemContext(this.clock.now(), `stripe:${event.id}`));
    return { received: true as const, applied: events.length > 0 };
  }
}
