import { SOCIAL_PROVIDERS } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SocialProviders } from '../../adapters/social-providers';
import { UserAccounts } from '../../streams/user-accounts';
import { GetSocialAccountsQuery } from './get-social-accounts.query';

/** Read from the user's stream (a handful of events): the profile shows what was just linked or unlinked. */
@QueryHandler(GetSocialAccountsQuery)
export class GetSocialAccountsHandler implements IQueryHandler<GetSocialAccountsQuery> {
  constructor(private readonly accounts: UserAccounts, private readonly providers: SocialProviders) {}

  async execute({ userId }: GetSocialAccountsQuery) {
    const { state } = await this.accounts.load(userId);
    const linked = state.kind === 'registered' ? state.socialAccounts : {};
    const shown = SOCIAL_PROVIDERS.filter((p) => this.providers.configured().includes(p) || linked[p]);
    return { Providers: shown.map((p) => ({ Provider: p, Linked: Boolean(linked[p]) })), HasPassword: state.kind === 'registered' && state.credential !== null };
  }
}
