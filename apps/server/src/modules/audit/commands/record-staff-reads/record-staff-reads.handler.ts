import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessLogWriter } from '../../streams/access-log-writer';
import { RecordStaffReadsCommand } from '../../../../platform/staff-reads/record-staff-reads.command';
import { staffReadsOf } from './staff-reads';

@CommandHandler(RecordStaffReadsCommand)
export class RecordStaffReadsHandler implements ICommandHandler<RecordStaffReadsCommand> {
  constructor(private readonly log: AccessLogWriter) {}

  async execute({ userIds, route, meta }: RecordStaffReadsCommand) {
    const reads = staffReadsOf({
      userIds, viewerId: meta.principal?.userId ?? null, viewerType: meta.principal?.userTypeId ?? null, route, now: meta.now.toISOString(),
    });
    await this.log.recordEach(reads, meta);
  }
}
