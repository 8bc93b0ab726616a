import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { companyMembers } from '../../../identity/identity.public';
import { type Accounts, CompanyScopes, USER_ACCOUNTS } from '../../adapters/company-scope';
import { GetCompanyUsersQuery } from './get-company-users.query';

/**
 * A company's dealer users (issue #45), and whether the caller may manage the company: every user of the company reads
 * the list (the web shows read-only forms to those who may not change them); another company's is 404.
 */
@QueryHandler(GetCompanyUsersQuery)
export class GetCompanyUsersHandler implements IQueryHandler<GetCompanyUsersQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes, @Inject(USER_ACCOUNTS) private readonly accounts: Accounts) {}

  async execute({ companyId, ctx }: GetCompanyUsersQuery) {
    const canManage = await this.scopes.mayManage(ctx, companyId);
    return { companyId, canManage, items: await companyMembers(this.db, this.accounts, companyId) };
  }
}
