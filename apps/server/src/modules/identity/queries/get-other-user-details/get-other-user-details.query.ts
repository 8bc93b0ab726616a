import type { CommandMeta } from '../../../../platform/commands/command-meta';
import type { getOtherUserDetailsRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-other-user-details: who an administrator is about to impersonate. */
export class GetOtherUserDetailsQuery extends Query<RouteResponse<typeof getOtherUserDetailsRoute>> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}
