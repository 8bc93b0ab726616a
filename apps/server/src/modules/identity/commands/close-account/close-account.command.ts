import type { deleteAccountSectionRoute, RouteInput } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /user/delete-account-section: deactivates or deletes the account. */
export class CloseAccountCommand extends Command<WithCookies<{ Status: 1 }>> {
  constructor(
    readonly body: RouteInput<typeof deleteAccountSectionRoute>['body'],
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
