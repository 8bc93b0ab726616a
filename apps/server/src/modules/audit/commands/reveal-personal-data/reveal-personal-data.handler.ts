import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessLogWriter } from '../../streams/access-log-writer';
import { AuditReader } from '../../queries/get-timeline/audit-reader';
import { RevealPersonalDataCommand } from './reveal-personal-data.command';

/** A super admin unseals one subject's personal data: the reason is recorded first, then the data is opened. */
@CommandHandler(RevealPersonalDataCommand)
export class RevealPersonalDataHandler implements ICommandHandler<RevealPersonalDataCommand> {
  constructor(private readonly log: AccessLogWriter, private readonly reader: AuditReader) {}

  async execute({ subjectId, reason, meta }: RevealPersonalDataCommand) {
    const subject = await this.reader.subject(subjectId);
    const principal = meta.principal!;
    await this.log.record({
      type: 'RevealPersonalData', subjectId, viewerId: principal.userId, viewerType: principal.userTypeId, reason, now: meta.now.toISOString(),
    }, meta);
    return { subjectId, shredded: await this.reader.isShredded(subject), events: await this.reader.unsealed(subject) };
  }
}
