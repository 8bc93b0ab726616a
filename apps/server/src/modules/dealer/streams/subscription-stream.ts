import { Inject, Injectable } from '@nestjs/common';
import {
  decideSubscription, evolveSubscription, initialSubscriptionState, isDomainError, subscriptionStreamId, type SubscriptionCommand, type SubscriptionEvent,
  type SubscriptionState,
} from '@marketplace/domain';
import { Expected, type EventStore, type GlobalPosition } from '../../../platform/event-store/event-store.port';
import { eventMetadata, type RequestContext } from '../../../platform/http/request-context';
import { EVENT_STORE } from '../../../platform/tokens';

/** Webhooks of one subscription race each other (Stripe sends several at once): enough re-reads for all of them. */
const ATTEMPTS = 10;

/** The write side of `subscription-<companyId>` streams: read, decide, append at the version read (re-read on a race). */
@Injectable()
export class SubscriptionStream {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(companyId: number): Promise<{ state: SubscriptionState; version: number }> {
    const recorded = await this.store.readStream(subscriptionStreamId(companyId));
    return {
      state: recorded.reduce((s, e) => evolveSubscription(s, e as unknown as SubscriptionEvent), initialSubscriptionState),
      version: recorded.at(-1)?.streamVersion ?? 0,
    };
  }

  /** The events appended (none: nothing changed) and where (read-your-writes). */
  async execute(command: SubscriptionCommand, ctx: RequestContext): Promise<{ events: SubscriptionEvent[]; position: GlobalPosition | null }> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(command.data.companyId);
      const events = decideSubscription(command, state);
      if (events.length === 0) return { events, position: null };
      try {
        const append = await this.store.appendToStream(
          subscriptionStreamId(command.data.companyId),
          events.map((e) => ({ type: e.type, data: e.data, metadata: eventMetadata(ctx) })),
          version === 0 ? Expected.noStream : Expected.exact(version),
        );
        return { events, position: append.position };
      } catch (error) {
        if (attempt >= ATTEMPTS || !isDomainError(error) || error.code !== 'eventstore.wrong_expected_version') throw error;
      }
    }
  }
}
