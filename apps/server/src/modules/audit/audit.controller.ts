import { Controller, Inject } from '@nestjs/common';
import { auditStreamRoute, type RouteInput } from '@marketplace/contracts';
import { DomainError, UserType } from '@marketplace/domain';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { Endpoint, Input } from '../../platform/http/endpoint';
import { EVENT_STORE } from '../../platform/tokens';
import { maskPersonal } from './mask-personal';

/** A stream's full history for admins (6 super admin, 7 admin): a first step toward the audit screens. */
@Controller()
export class AuditController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Endpoint(auditStreamRoute, { allow: [UserType.SuperAdmin, UserType.Admin], verified: true })
  async stream(@Input() input: RouteInput<typeof auditStreamRoute>) {
    const events = await this.store.readStream(input.params.streamId);
    if (events.length === 0) throw new DomainError('audit.stream_not_found', 'not_found', 'No such stream', 'params.streamId');
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
