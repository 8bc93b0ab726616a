import type { SocialProvider } from '@marketplace/domain';
import { Command } from '@nestjs/cqrs';
import type { CommandMeta } from '../../../../platform/commands/command-meta';

/** POST /user/unlink-social-account: never the last way to sign in. */
export class UnlinkSocialAccountCommand extends Command<{ Status: 1 }> {
  constructor(readonly provider: SocialProvider, readonly meta: CommandMeta) {
    super();
  }
}
