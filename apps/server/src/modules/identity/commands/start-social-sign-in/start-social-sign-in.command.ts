import type { SocialProvider } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { WithCookies } from '../../adapters/sessions';
import type { SocialLang } from '../../streams/social-links';

/** GET /auth/:provider/start: answers where to send the browser (the provider, or the login page's message). */
export class StartSocialSignInCommand extends Command<WithCookies<string>> {
  constructor(
    readonly provider: SocialProvider,
    readonly lang: SocialLang,
    readonly mode: 'login' | 'link',
    /** The site's base URL (the provider's redirect back to it). */
    readonly linkBase: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
