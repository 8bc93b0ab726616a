import type { RouteInput, socialCallbackRoute } from '@marketplace/contracts';
import type { SocialProvider } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';

/** GET /auth/:provider/callback: answers where to send the browser next. */
export class CompleteSocialSignInCommand extends Command<WithCookies<string>> {
  constructor(
    readonly provider: SocialProvider,
    readonly query: RouteInput<typeof socialCallbackRoute>['query'],
    /** The browser's flow token (`Social.Flow` cookie), if it sent one. */
    readonly browser: string | null,
    /** The browser's known-device token (`User.Device` cookie), if any. */
    readonly deviceToken: string | null,
    /** The site's base URL (the redirect URI the code was issued for, and links in emails). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
