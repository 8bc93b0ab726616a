import type { CommandMeta } from '../../../../platform/commands/command-meta';
import { Command } from '@nestjs/cqrs';

/** POST (or the spec's GET form) /user/reset-password: a new password with the reset link. */
export class ResetPasswordCommand extends Command<{ Status: 1 }> {
  constructor(
    readonly reset: { guid?: string; newPassword?: string; source: 'query' | 'body' },
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
