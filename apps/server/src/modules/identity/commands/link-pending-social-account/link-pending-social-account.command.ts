import type { linkPendingSocialRoute, RouteResponse } from '@marketplace/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** POST /auth/link-pending: the existing account's password links the provider account met at sign-in. */
export class LinkPendingSocialAccountCommand extends Command<WithCookies<RouteResponse<typeof linkPendingSocialRoute>>> {
  constructor(
    readonly password: string,
    /** The pending link's token (`Social.Link` cookie), if the browser sent one. */
    readonly linkToken: string | null,
    /** The browser's known-device token (`User.Device` cookie), if any. */
    readonly deviceToken: string | null,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
