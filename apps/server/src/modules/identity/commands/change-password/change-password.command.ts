import type { RouteInput, updateUserPasswordRoute } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /user/update-user-password. */
export class ChangePasswordCommand extends Command<WithCookies<{ Status: 1 }>> {
  constructor(
    readonly body: RouteInput<typeof updateUserPasswordRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
