import { DomainError } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../../platform/tokens';
import { maskPersonal } from '../../views/mask-personal';
import { GetStreamQuery } from './get-stream.query';

/** Reads the stream from the store (audit reads every context's streams) and masks what is personal in each event. */
@QueryHandler(GetStreamQuery)
export class GetStreamHandler implements IQueryHandler<GetStreamQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ streamId }: GetStreamQuery) {
    const events = await this.store.readStream(streamId);
    if (events.length === 0) throw new DomainError('audit.stream_not_found', 'not_found', 'No such stream', 'params.streamId');
    return {
      streamId,
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
