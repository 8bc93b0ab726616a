import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { auditAccessDecider, auditStreamId, userStreamId } from '@marketplace/domain';
import { KeyedHasher } from '../../../../platform/privacy/keys';
import { AccessLogWriter } from '../../streams/access-log-writer';
import { RecordSearchCommand } from './record-search.command';

/** The subjects a search records as found (the first of the ranked list). */
const FOUND_RECORDED = 20;

/** What was typed is kept only as a keyed hash: who searched for a given name can be checked, the name is not kept. */
export const searchQueryKey = (hasher: KeyedHasher, q: string) => hasher.hash('audit-search-query', q.normalize('NFKC').trim().toLowerCase());

@CommandHandler(RecordSearchCommand)
export class RecordSearchHandler implements ICommandHandler<RecordSearchCommand> {
  constructor(private readonly log: AccessLogWriter, private readonly hasher: KeyedHasher) {}

  /**
   * Decided alone (an access log holds no invariant: the decider checks who may search) and appended at the log's end
   * without reading it, as staff reads are: a searcher's log grows with every search.
   */
  async execute({ q, found, meta }: RecordSearchCommand) {
    const principal = meta.principal!;
    const subjectId = userStreamId(principal.userId);
    const events = auditAccessDecider.decide({
      type: 'RecordSearch', subjectId, viewerId: principal.userId, viewerType: principal.userTypeId,
      queryKey: searchQueryKey(this.hasher, q), matched: [...new Set(found.map((s) => s.matched))], found: found.slice(0, FOUND_RECORDED).map((s) => s.subjectId),
      now: meta.now.toISOString(),
    });
    await this.log.recordEach(events.map((event) => ({ streamId: auditStreamId(subjectId), event })), meta);
  }
}
