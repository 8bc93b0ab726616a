import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../../platform/event-store/event-store.port';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** Every opening of a subject's timeline is an event naming the staff member (issue #15 item 5). */
export class RecordSubjectViewCommand extends Command<GlobalPosition | null> {
  constructor(readonly subjectId: string, readonly reason: string | null, readonly meta: CommandMeta) {
    super();
  }
}
