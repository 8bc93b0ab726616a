import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../infrastructure/identity-throttle';
import { SocialSignIn } from '../../social/social-sign-in';
import { LinkPendingSocialAccountCommand } from './link-pending-social-account.command';

@CommandHandler(LinkPendingSocialAccountCommand)
export class LinkPendingSocialAccountHandler implements ICommandHandler<LinkPendingSocialAccountCommand> {
  constructor(private readonly social: SocialSignIn, @Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async execute({ password, meta, http: { req, reply } }: LinkPendingSocialAccountCommand) {
    // A password guess like any other: the IP's sign-in budget applies.
    await consume(this.limiter, [throttles.signIn('social-link', meta.ip, null).ip]);
    return this.social.linkPending(password, meta, req, reply);
  }
}
