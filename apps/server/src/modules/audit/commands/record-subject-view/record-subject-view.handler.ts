import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessLogWriter } from '../../streams/access-log-writer';
import { AuditReader } from '../../queries/get-timeline/audit-reader';
import { RecordSubjectViewCommand } from './record-subject-view.command';

@CommandHandler(RecordSubjectViewCommand)
export class RecordSubjectViewHandler implements ICommandHandler<RecordSubjectViewCommand> {
  constructor(private readonly log: AccessLogWriter, private readonly reader: AuditReader) {}

  async execute({ subjectId, reason, meta }: RecordSubjectViewCommand) {
    await this.reader.assertExists(subjectId);
    const principal = meta.principal!;
    return this.log.record({
      type: 'ViewSubject', subjectId, viewerId: principal.userId, viewerType: principal.userTypeId, reason, now: meta.now.toISOString(),
    }, meta);
  }
}
