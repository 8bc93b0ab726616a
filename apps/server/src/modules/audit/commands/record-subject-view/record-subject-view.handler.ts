import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { auditAccessDecider, auditStreamId } from '@marketplace/domain';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { AuditReader } from '../../shared/audit-reader';
import { RecordSubjectViewCommand } from './record-subject-view.command';

@CommandHandler(RecordSubjectViewCommand)
export class RecordSubjectViewHandler implements ICommandHandler<RecordSubjectViewCommand> {
  constructor(private readonly commands: EventSourcedCommands, private readonly reader: AuditReader) {}

  async execute({ subjectId, reason, meta }: RecordSubjectViewCommand) {
    await this.reader.subject(subjectId);
    const principal = meta.principal!;
    const outcome = await this.commands.execute(auditAccessDecider, auditStreamId(subjectId), {
      type: 'ViewSubject', subjectId, viewerId: principal.userId, viewerType: principal.userTypeId, reason, now: meta.now.toISOString(),
    }, meta, { retries: 3 });
    return outcome.append?.position ?? null;
  }
}
