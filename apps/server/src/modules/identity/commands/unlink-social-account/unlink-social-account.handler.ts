import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SocialSignIn } from '../../social/social-sign-in';
import { UnlinkSocialAccountCommand } from './unlink-social-account.command';

@CommandHandler(UnlinkSocialAccountCommand)
export class UnlinkSocialAccountHandler implements ICommandHandler<UnlinkSocialAccountCommand> {
  constructor(private readonly social: SocialSignIn) {}

  async execute({ provider, meta }: UnlinkSocialAccountCommand) {
    await this.social.unlink(meta.principal!.userId, provider, meta);
    return { Status: 1 as const };
  }
}
