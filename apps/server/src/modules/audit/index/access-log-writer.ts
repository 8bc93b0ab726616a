import { Inject, Injectable } from '@nestjs/common';
import { auditAccessDecider, type AuditAccessCommand, auditStreamId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { CommandMeta } from '../../../platform/commands/command-meta';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { auditIndexProjection } from './audit-index.projection';

/**
 * Appends to a subject's access log and indexes the new events at once (the projection's own idempotent apply), so
 * that the timeline this opening returns already shows it, whatever the projection's lag.
 */
@Injectable()
export class AccessLogWriter {
  private readonly index = auditIndexProjection({ wakeTimers: async () => undefined });

  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async record(command: AuditAccessCommand, meta: CommandMeta) {
    const streamId = auditStreamId(command.subjectId);
    const outcome = await this.commands.execute(auditAccessDecider, streamId, command, meta, { retries: 3 });
    if (outcome.append && outcome.events.length > 0) {
      const written = await this.store.readStream(streamId, { fromVersion: outcome.version - outcome.events.length + 1, toVersion: outcome.version });
      await this.index.apply(this.db.withSchema(this.index.schema), written, { schema: this.index.schema, mode: 'live' });
    }
    return outcome.append?.position ?? null;
  }
}
