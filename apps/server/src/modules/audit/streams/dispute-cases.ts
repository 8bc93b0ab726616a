import { Inject, Injectable } from '@nestjs/common';
import { type DisputeCommand, disputeDecider, type DisputesState, disputeStreamId, DisputeErrors, transactionIdOfStream } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { CommandMeta } from '../../../platform/commands/command-meta';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { auditIndexProjection } from '../queries/search-subjects/audit-index.projection';

/** A purchase subject's transaction id (`purchase-<id>`); a dispute is only ever about a purchase. */
export function purchaseOfSubject(subjectId: string): string {
  const transactionId = transactionIdOfStream(subjectId);
  if (!transactionId) throw DisputeErrors.noDispute(subjectId);
  return transactionId;
}

/**
 * A purchase's card disputes (issue #46, ADR 0077): the stream `dispute-<transactionId>`, decided by the domain's
 * disputeDecider. What is appended is indexed at once (the audit index's own idempotent apply), so the timeline shown
 * right after a webhook or a submission already has it, whatever the projection's lag.
 */
@Injectable()
export class DisputeCases {
  private readonly index = auditIndexProjection({ wakeTimers: async () => undefined });

  constructor(private readonly commands: EventSourcedCommands, @Inject(EVENT_STORE) private readonly store: EventStore, @Inject(DB) private readonly db: Kysely<any>) {}

  async load(transactionId: string): Promise<DisputesState> {
    return (await this.commands.load(disputeDecider, disputeStreamId(transactionId))).state;
  }

  async record(command: DisputeCommand, meta: CommandMeta, eventIds?: (i: number) => string) {
    const streamId = disputeStreamId(command.transactionId);
    const outcome = await this.commands.execute(disputeDecider, streamId, command, meta, { retries: 5, ...(eventIds ? { eventIds } : {}) });
    if (outcome.append && outcome.events.length > 0) {
      const written = await this.store.readStream(streamId, { fromVersion: outcome.version - outcome.events.length + 1, toVersion: outcome.version });
      await this.index.apply(this.db.withSchema(this.index.schema), written, { schema: this.index.schema, mode: 'live' });
    }
    return outcome;
  }
}
