import type { SessionUser } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { IdentityPrincipal } from '../../adapters/session-store';

/** GET /user/current: the signed-in user. */
export class GetCurrentUserQuery extends Query<SessionUser> {
  constructor(
    readonly principal: IdentityPrincipal,
  ) {
    super();
  }
}
