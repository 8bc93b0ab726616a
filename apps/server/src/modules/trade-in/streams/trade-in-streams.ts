import {
  DomainError, TradeInErrors, tradeInDecider, tradeInStreamId, type Decider, type TradeInCommand, type TradeInEvent, type TradeInState,
} from '@marketplace/domain';
import { Injectable } from '@nestjs/common';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected } from '../../../platform/event-store/event-store.port';
import type { CommandMeta } from '../../../platform/commands/command-meta';
import { written } from '../../../platform/read-your-writes';

/** The trade-in state with the stream version it was folded to (the version a client read and sends back). */
interface Versioned {
  readonly state: TradeInState;
  readonly version: number;
}

export type TradeInAccess =
  /** The owner only: anyone else is told it does not exist (404). */
  | { readonly owner: string }
  /** Staff acting on any trade-in (advisers, inspection, rules). */
  | { readonly staff: true };

/**
 * The trade-in decider seen through who may act and which version they acted on: it refuses another user's
 * trade-in as not found, and a stale `expectedVersion` as a concurrency conflict (409), before deciding.
 */
function guardedDecider(streamId: string, access: TradeInAccess, expectedVersion: number | undefined): Decider<TradeInCommand, TradeInEvent, Versioned> {
  return {
    initialState: { state: tradeInDecider.initialState, version: 0 },
    evolve: (s, e) => ({ state: tradeInDecider.evolve(s.state, e), version: s.version + 1 }),
    decide: (command, s) => {
      if (command.type !== 'StartTradeIn') {
        if (s.state.status === 'none') throw TradeInErrors.notFound();
        if ('owner' in access && s.state.userId !== access.owner) throw TradeInErrors.notFound();
        if (expectedVersion !== undefined && expectedVersion !== s.version) {
          throw new WrongExpectedVersionError(streamId, Expected.exact(expectedVersion), s.version);
        }
      }
      return tradeInDecider.decide(command, s.state);
    },
  };
}

export interface TradeInStepAnswer {
  readonly tradeInId: string;
  readonly version: number;
  readonly status: Exclude<TradeInState['status'], 'none'>;
}

/** Runs one trade-in command: load once, guard, decide, append at the version read; answers the step outcome. */
@Injectable()
export class TradeInStreams {
  constructor(private readonly commands: EventSourcedCommands) {}

  /** `retries`: only for a command safe to decide again on a newer version, and only when the client sent no `expectedVersion`. */
  async execute(
    tradeInId: string, command: TradeInCommand, meta: CommandMeta,
    o: { access: TradeInAccess; expectedVersion?: number; loaded?: Versioned; retries?: number },
  ) {
    const streamId = tradeInStreamId(tradeInId);
    const outcome = await this.commands.execute(guardedDecider(streamId, o.access, o.expectedVersion), streamId, command, meta, {
      loaded: o.loaded && { state: o.loaded, version: o.loaded.version }, retries: o.expectedVersion === undefined ? o.retries : 0,
    });
    const answer: TradeInStepAnswer = { tradeInId, version: outcome.state.version, status: outcome.state.state.status as TradeInStepAnswer['status'] };
    return { outcome: { ...outcome, state: outcome.state.state }, written: written(answer, outcome.append?.position ?? null) };
  }

  /**
   * The current state, for handlers that need the vehicle before deciding (e.g. its price record); pass it back to
   * `execute` as `loaded` so the stream is not read twice.
   */
  async load(tradeInId: string, access: TradeInAccess) {
    const { state, version } = await this.commands.load(tradeInDecider, tradeInStreamId(tradeInId));
    if (state.status === 'none' || ('owner' in access && state.userId !== access.owner)) throw TradeInErrors.notFound();
    return { state, version };
  }
}

/** The caller's user id on a route that admits signed-in users only (the access guard ran first). */
export function ownerOf(meta: CommandMeta): { owner: string } {
  if (!meta.principal) throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
  return { owner: meta.principal.userId };
}
