import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SocialSignIn } from '../../social/social-sign-in';
import { GetSocialAccountsQuery } from './get-social-accounts.query';

/** Read from the user's stream (a handful of events): the profile shows what was just linked or unlinked. */
@QueryHandler(GetSocialAccountsQuery)
export class GetSocialAccountsHandler implements IQueryHandler<GetSocialAccountsQuery> {
  constructor(private readonly social: SocialSignIn) {}

  execute({ userId }: GetSocialAccountsQuery) {
    return this.social.methodsOf(userId);
  }
}
