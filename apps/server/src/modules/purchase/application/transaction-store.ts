import { Injectable } from '@nestjs/common';
import {
  DomainError, ownedBy, transactionDecider, transactionStreamId, type ExistingTransaction, type TransactionCommand, type TransactionState,
} from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import { PersonalFields } from './personal-fields';

export const userOf = (ctx: RequestContext): string => {
  if (!ctx.principal) throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
  return ctx.principal.userId;
};

/** Loads and changes `purchase-<id>` streams: the pure transaction decider, personal fields sealed before the append. */
@Injectable()
export class TransactionStore {
  constructor(private readonly runner: EventSourcedCommands, private readonly personal: PersonalFields) {}

  async load(transactionId: string): Promise<{ state: TransactionState; version: number }> {
    const { state, version } = await this.runner.load(transactionDecider, transactionStreamId(transactionId));
    return { state, version };
  }

  /** The stream's recorded events (e.g. to open a credit application the state only refers to). */
  async recorded(transactionId: string) {
    return (await this.runner.load(transactionDecider, transactionStreamId(transactionId))).recorded;
  }

  /** The caller's transaction, or 404 (someone else's is not revealed). */
  async owned(transactionId: string, ctx: RequestContext): Promise<ExistingTransaction> {
    return ownedBy((await this.load(transactionId)).state, userOf(ctx));
  }

  /** Runs a command; `subjectId` is whose key seals the personal fields (the transaction's buyer). */
  execute(command: TransactionCommand, ctx: RequestContext, o: { subjectId: string; retries?: number; eventIds?: (i: number) => string }) {
    return this.runner.execute(transactionDecider, transactionStreamId(command.transactionId), command, ctx, {
      retries: o.retries ?? 2, eventIds: o.eventIds, seal: this.personal.sealTransactionEvents(o.subjectId),
    });
  }
}
