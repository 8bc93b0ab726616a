import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** POST /notifications/unsubscribe: the token of a reminder's link stops that person's reminders. */
export class UnsubscribeFromRemindersCommand extends Command<{ unsubscribed: true }> {
  constructor(readonly token: string, readonly meta: CommandMeta) {
    super();
  }
}
