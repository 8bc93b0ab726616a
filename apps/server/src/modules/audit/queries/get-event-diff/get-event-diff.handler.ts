import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { diffStates } from '@marketplace/domain';
import { maskPersonal } from '../../views/mask-personal';
import { AuditReader } from '../get-timeline/audit-reader';
import { GetEventDiffQuery } from './get-event-diff.query';

/** Before and after one event, masked (sealed stays sealed), and the fields that changed. */
@QueryHandler(GetEventDiffQuery)
export class GetEventDiffHandler implements IQueryHandler<GetEventDiffQuery> {
  constructor(private readonly reader: AuditReader) {}

  async execute({ streamId, version }: GetEventDiffQuery) {
    const { event, before, after } = await this.reader.diff(streamId, version);
    const [b, a] = [maskPersonal(before), maskPersonal(after)];
    return {
      streamId, streamVersion: version, type: event.type, schemaVersion: event.schemaVersion, recordedAt: event.recordedAt.toISOString(),
      data: maskPersonal(event.data), before: b, after: a, changes: diffStates(b, a),
    };
  }
}
