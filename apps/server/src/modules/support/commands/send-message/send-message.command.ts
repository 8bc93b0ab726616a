import type { RouteInput } from '@marketplace/contracts';
import type { sendMessageRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** POST /status/send-message: the signed-in caller writes to support. */
export class SendMessageCommand extends Command<Written<{ Status: 1; Id: string }>> {
  constructor(
    readonly body: RouteInput<typeof sendMessageRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
