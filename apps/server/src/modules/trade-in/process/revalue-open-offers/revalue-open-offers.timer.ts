import { rulesFor, VALUE_RULE_STREAM_PREFIX } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../../../platform/clock/clock';
import { CLOCK } from '../../../../platform/clock/clock';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { eventMetadata, systemContext, type RequestContext } from '../../../../platform/http/request-context';
import { deadlines, type Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler, TimerService } from '../../../../platform/timers/timer-service';
import { DB, EVENT_STORE, TIMERS } from '../../../../platform/tokens';
import type { EventStore, NewEvent } from '../../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../../platform/event-store/postgres-event-store';
import { tradeInDecider, tradeInStreamId, type TradeInCommand, type TradeInEvent } from '@marketplace/domain';
import { uuidFromName } from '../../../../platform/ids/uuid-from-name';
import { readRules } from '../../adapters/value-rules-source';
import { REVALUE_TIMER } from '../../queries/value-rules/value-rules.projection';

export const PRICE_CHANGE_EMAIL_TIMER = 'trade-in.price-change-email';
/** Offers re-valued per read and per append statement (one transaction each). */
const BATCH = 500;
/** Offers in flight at once when going one by one. */
const CONCURRENCY = 16;

interface Candidate { readonly id: string; readonly vehicle: unknown }
type EventIdOf = (tradeInId: string, n: number) => string;

/**
 * A rule changed (its version is the deadline's): every open offer made by the model for a vehicle the rule covers is
 * re-valued from the basis it was made on (`ApplyValueRules`, deterministic event ids, so a second firing appends
 * nothing, yet still counts the offers the first one moved). When offers moved, each subscriber gets one email: a
 * deadline per (rule version, subscriber), scheduled only after the re-valuations committed; its key is the dedup key.
 */
@Injectable()
export class RevalueOpenOffersTimer implements TimerHandler {
  readonly kind = REVALUE_TIMER;

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TIMERS) private readonly timers: TimerService,
    private readonly commands: EventSourcedCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const ruleId = deadline.key;
    const now = this.clock.now();
    const rule = await this.db.selectFrom('trade_in.value_rules').selectAll().where('rule_id', '=', ruleId).executeTakeFirst();
    if (!rule) return;
    const history = await this.db.selectFrom('trade_in.value_rule_history').select('by_user').where('rule_id', '=', ruleId)
      .where('version', '=', deadline.version).executeTakeFirst();
    const rules = await readRules(this.db, rule.make_id);
    let candidates = this.db.selectFrom('trade_in.trade_ins').select(['id', 'vehicle'])
      .where('status', '=', 'appraised')
      .where(sql<boolean>`(vehicle->>'makeId')::int = ${rule.make_id}`)
      .where(sql<boolean>`(vehicle->>'year')::int between ${rule.year_from} and ${rule.year_to}`)
      .where(sql<boolean>`offer->>'source' = 'model'`)
      .where(sql<boolean>`(offer->>'expiresAt')::timestamptz > ${now.toISOString()}`);
    if (rule.model_id !== null) candidates = candidates.where(sql<boolean>`(vehicle->>'modelId')::int = ${rule.model_id}`);
    const rows = await candidates.execute();
    const ctx = systemContext(now, `revalue-${ruleId}-${deadline.version}`);
    const by = history?.by_user ?? 'system';
    const eventId = (tradeInId: string, n: number) => uuidFromName(`marketplace:trade-in:${VALUE_RULE_STREAM_PREFIX}${ruleId}:${deadline.version}:${tradeInId}:${n}`);
    const command = (vehicle: unknown): TradeInCommand => ({
      type: 'ApplyValueRules', ruleId, by, rules: rulesFor(vehicle as Parameters<typeof rulesFor>[0], rules), now: now.toISOString(),
    });
    let changed = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      // A refused batch is read and decided once more (a twin firing's events are then in the streams and count as
      // moved), and only then goes offer by offer.
      changed += (await this.revalueBatch(batch, command, ctx, eventId)) ?? (await this.revalueBatch(batch, command, ctx, eventId))
        ?? (await this.revalueOneByOne(batch, command, ctx, eventId));
    }
    if (changed === 0) return;
    const subscribers = await this.db.selectFrom('trade_in.price_change_subscriptions').select('user_id').where('subscribed', '=', true).execute();
    const emails: Deadline[] = subscribers.map((s) => ({
      kind: PRICE_CHANGE_EMAIL_TIMER, key: `${ruleId}/${s.user_id}`, version: deadline.version, dueAt: now, payload: { ruleId, userId: s.user_id, offers: changed },
    }));
    await deadlines.schedule(this.db, emails);
    await this.timers.wake(emails);
  }

  /**
   * A batch of offers in three round trips: their streams in one read, the decider on each, every change in one
   * all-or-nothing append at the versions read. Null when the batch cannot go in as one (an offer changed meanwhile,
   * or a twin firing stored some events first): the caller reads and decides it once more, then goes offer by offer.
   */
  private async revalueBatch(batch: readonly Candidate[], command: (vehicle: unknown) => TradeInCommand, ctx: RequestContext, eventId: EventIdOf): Promise<number | null> {
    if (!(this.store instanceof PostgresEventStore)) return null;
    const streams = await this.store.readStreams(batch.map((row) => tradeInStreamId(row.id)));
    const appends: { streamId: string; expectedVersion: number; events: NewEvent[] }[] = [];
    let movedEarlier = 0;
    for (const row of batch) {
      const streamId = tradeInStreamId(row.id);
      const recorded = streams.get(streamId) ?? [];
      const state = recorded.reduce((s, e) => tradeInDecider.evolve(s, e as unknown as TradeInEvent), tradeInDecider.initialState);
      const events = tradeInDecider.decide(command(row.vehicle), state);
      if (events.length === 0) {
        if (recorded.some((e) => e.metadata.eventId === eventId(row.id, 0))) movedEarlier++;
        continue;
      }
      const metadata = eventMetadata(ctx);
      appends.push({
        streamId, expectedVersion: recorded[recorded.length - 1].streamVersion,
        events: events.map((e, n) => ({ type: e.type, data: e.data, metadata: { ...metadata, eventId: eventId(row.id, n) } })),
      });
    }
    if (!(await this.store.appendToStreams(appends))) return null;
    return appends.length + movedEarlier;
  }

  /** Offer by offer (any event store; a batch refused as one): each a command with retries on a concurrent change. */
  private async revalueOneByOne(batch: readonly Candidate[], command: (vehicle: unknown) => TradeInCommand, ctx: RequestContext, eventId: EventIdOf): Promise<number> {
    let changed = 0;
    for (let i = 0; i < batch.length; i += CONCURRENCY) {
      const moved = await Promise.all(batch.slice(i, i + CONCURRENCY).map(async (row) => {
        const streamId = tradeInStreamId(row.id);
        const outcome = await this.commands.execute(tradeInDecider, streamId, command(row.vehicle), ctx, { retries: 3, eventIds: (n) => eventId(row.id, n) });
        if (outcome.events.length > 0) return true;
        // Nothing to do now: moved by an earlier firing of this deadline that failed before scheduling the emails?
        const [last] = outcome.version > 0 ? await this.store.readStream(streamId, { fromVersion: outcome.version }) : [];
        return last?.metadata.eventId === eventId(row.id, 0);
      }));
      changed += moved.filter(Boolean).length;
    }
    return changed;
  }
}
