import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SocialSignIn } from '../../social/social-sign-in';
import { StartSocialSignInCommand } from './start-social-sign-in.command';

@CommandHandler(StartSocialSignInCommand)
export class StartSocialSignInHandler implements ICommandHandler<StartSocialSignInCommand> {
  constructor(private readonly social: SocialSignIn) {}

  execute({ input, meta, http: { req, reply } }: StartSocialSignInCommand) {
    return this.social.start(input.params.provider, input.query.lang, input.query.mode, meta, req, reply);
  }
}
