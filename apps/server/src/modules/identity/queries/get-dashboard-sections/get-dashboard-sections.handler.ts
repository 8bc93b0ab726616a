import { Inject } from '@nestjs/common';
import { effectiveSections, type UserTypeId } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { signInFirst, UserAccounts } from '../../streams/user-accounts';
import { sectionOverridesOf, userRow } from '../get-users/user-rows';
import { GetDashboardSectionsQuery } from './get-dashboard-sections.query';

/** GET /user/get-user-dashboard-sections: from identity.users, or the user stream while the row is behind the session. */
@QueryHandler(GetDashboardSectionsQuery)
export class GetDashboardSectionsHandler implements IQueryHandler<GetDashboardSectionsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly accounts: UserAccounts) {}

  async execute({ principal }: GetDashboardSectionsQuery) {
    const row = await userRow(this.db, principal.userId);
    let overrides: Record<number, boolean>;
    let userTypeId: UserTypeId;
    if (row && row.version >= principal.userVersion) {
      overrides = await sectionOverridesOf(this.db, principal.userId);
      userTypeId = row.user_type_id as UserTypeId;
    } else {
      const { state } = await this.accounts.load(principal.userId);
      if (state.kind !== 'registered') throw signInFirst();
      overrides = { ...state.sectionOverrides };
      userTypeId = state.userTypeId;
    }
    return { userTypeId, userDashBoardSection: effectiveSections(userTypeId, overrides) };
  }
}
