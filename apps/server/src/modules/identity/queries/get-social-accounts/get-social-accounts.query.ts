import type { getSocialAccountsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/social-accounts: the signed-in user's sign-in methods. */
export class GetSocialAccountsQuery extends Query<RouteResponse<typeof getSocialAccountsRoute>> {
  constructor(readonly userId: string) {
    super();
  }
}
