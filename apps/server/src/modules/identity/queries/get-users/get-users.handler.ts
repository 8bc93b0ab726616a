import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Kysely, sql } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetUsersQuery } from './get-users.query';
import { toAdminRow } from './user-rows';
import type { UserRow } from './users.projection';

/** GET /user/get-users: newest first; search matches email, user name, first and last name. */
@QueryHandler(GetUsersQuery)
export class GetUsersHandler implements IQueryHandler<GetUsersQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ filter: q }: GetUsersQuery) {
    let query = this.db.selectFrom('identity.users');
    if (q.includeDeleted !== 'true') query = query.where('deleted', '=', false);
    if (q.userTypeId !== undefined) query = query.where('user_type_id', '=', q.userTypeId);
    if (q.statusId !== undefined) query = query.where('status_id', '=', q.statusId);
    const search = q.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or(['email', 'user_name', 'first_name', 'last_name'].map((c) => eb(c, 'ilike', pattern))));
    }
    const rows = (await query.selectAll().select(sql<string>`count(*) over ()`.as('total'))
      .orderBy('created_at', 'desc').orderBy('user_id').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute()) as (UserRow & { total: string })[];
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && q.page > 1) {
      const counted = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirst();
      total = Number(counted?.n ?? 0);
    }
    return { Users: rows.map(toAdminRow), TotalCount: total, Page: q.page, PageSize: q.pageSize };
  }
}
