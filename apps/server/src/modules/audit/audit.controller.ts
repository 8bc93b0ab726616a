import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { auditStreamRoute, type RouteInput } from '@marketplace/contracts';
import { DomainError, UserType } from '@marketplace/domain';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { Ctx, Endpoint, Input } from '../../platform/http/endpoint';
import type { RequestContext } from '../../platform/http/request-context';
import { EVENT_STORE } from '../../platform/tokens';
import { RecordSubjectViewCommand, SUBJECT_READS, subjectOfStream } from './commands/record-subject-view/record-subject-view.command';
import { maskPersonal } from './mask-personal';

/** A stream's full history for admins (6 super admin, 7 admin): a first step toward the audit screens. */
@Controller()
export class AuditController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly commands: CommandBus) {}

  /**
   * The read is recorded on the stream's access log (an access log's, on its subject's) before it is answered, as a
   * timeline opening is. It writes, so a page of another site cannot open it.
   */
  @Endpoint(auditStreamRoute, { allow: [UserType.SuperAdmin, UserType.Admin], verified: true, getChangesState: true })
  async stream(@Input() input: RouteInput<typeof auditStreamRoute>, @Ctx() ctx: RequestContext) {
    const events = await this.store.readStream(input.params.streamId);
    if (events.length === 0) throw new DomainError('audit.stream_not_found', 'not_found', 'No such stream', 'params.streamId');
    await this.commands.execute(new RecordSubjectViewCommand(subjectOfStream(input.params.streamId), SUBJECT_READS.stream, ctx));
    return {
      streamId: input.params.streamId,
      version: events[events.length - 1].streamVersion,
      events: events.map((e) => ({
        streamVersion: e.streamVersion,
        globalPosition: `${e.globalPosition.transactionId}/${e.globalPosition.position}`,
        type: e.type,
        schemaVersion: e.schemaVersion,
        recordedAt: e.recordedAt.toISOString(),
        occurredAt: e.metadata.occurredAt,
        actor: e.metadata.actor,
        impersonator: e.metadata.impersonator,
        correlationId: e.metadata.correlationId,
        causationId: e.metadata.causationId,
        brand: e.metadata.brand,
        data: maskPersonal(e.data),
      })),
    };
  }
}
