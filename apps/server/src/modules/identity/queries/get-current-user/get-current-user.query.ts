import type { IdentityPrincipal } from '../../infrastructure/session-store';
import type { UserQueries } from '../user-queries';
import { Query } from '@nestjs/cqrs';

/** GET /user/current: the signed-in user. */
export class GetCurrentUserQuery extends Query<Awaited<ReturnType<UserQueries['current']>>> {
  constructor(
    readonly principal: IdentityPrincipal,
  ) {
    super();
  }
}
