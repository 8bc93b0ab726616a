import type { answerMessageRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { Written } from '../../../../platform/read-your-writes';

/** POST /status/answer-message: a team member (18) or a super admin (6) answers a message sent to support. */
export class AnswerMessageCommand extends Command<Written<{ Status: 1 }>> {
  constructor(
    readonly body: RouteInput<typeof answerMessageRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
