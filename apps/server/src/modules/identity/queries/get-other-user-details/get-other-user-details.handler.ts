import { Inject } from '@nestjs/common';
import { IdentityErrors, UserType } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { identityPrincipal } from '../../adapters/sessions';
import { userRow } from '../get-users/user-rows';
import { GetOtherUserDetailsQuery } from './get-other-user-details.query';

/** GET /user/get-other-user-details: who an administrator is about to impersonate, and whether they may. */
@QueryHandler(GetOtherUserDetailsQuery)
export class GetOtherUserDetailsHandler implements IQueryHandler<GetOtherUserDetailsQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ userId, meta }: GetOtherUserDetailsQuery) {
    const row = await userRow(this.db, userId);
    if (!row) throw IdentityErrors.userNotFound();
    const p = identityPrincipal(meta)!;
    // Never nested, never a deleted account, never oneself, never a super admin (the confirmation modal's button).
    const canImpersonate = !p.impersonatorId && !row.deleted && row.user_id !== p.userId && row.user_type_id !== UserType.SuperAdmin;
    return {
      User_Guid: row.user_id, UserName: row.user_name, Email: row.email, FirstName: row.first_name, LastName: row.last_name,
      UserTypeId: row.user_type_id, Active: row.status_id === 1 && !row.deleted, CanImpersonate: canImpersonate,
    };
  }
}
