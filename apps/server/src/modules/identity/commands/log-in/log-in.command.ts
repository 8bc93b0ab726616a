import type { loginRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /user/login: a new session for a right password. */
export class LogInCommand extends Command<WithCookies<RouteResponse<typeof loginRoute>>> {
  constructor(
    readonly body: RouteInput<typeof loginRoute>['body'],
    /** The browser's known-device token (`User.Device` cookie), if any. */
    readonly deviceToken: string | null,
    /** The site's base URL (the owner's alert about guessing links to recovery). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
