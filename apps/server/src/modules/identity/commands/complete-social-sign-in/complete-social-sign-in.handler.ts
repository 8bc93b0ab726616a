import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SocialSignIn } from '../../social/social-sign-in';
import { CompleteSocialSignInCommand } from './complete-social-sign-in.command';

@CommandHandler(CompleteSocialSignInCommand)
export class CompleteSocialSignInHandler implements ICommandHandler<CompleteSocialSignInCommand> {
  constructor(private readonly social: SocialSignIn) {}

  execute({ input, meta, http: { req, reply } }: CompleteSocialSignInCommand) {
    return this.social.complete(input.params.provider, input.query, meta, req, reply);
  }
}
