import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditReader } from '../get-timeline/audit-reader';
import { GetSubjectStateQuery } from './get-subject-state.query';

/** The subject folded across its streams at a version of its own stream or at an instant (personal fields masked). */
@QueryHandler(GetSubjectStateQuery)
export class GetSubjectStateHandler implements IQueryHandler<GetSubjectStateQuery> {
  constructor(private readonly reader: AuditReader) {}

  async execute({ subjectId, point }: GetSubjectStateQuery) {
    const subject = await this.reader.outline(subjectId);
    return { subjectId, ...(await this.reader.stateAt(subject, point)) };
  }
}
