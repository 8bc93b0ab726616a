import { get__Pascal__ListRoute } from '@marketplace/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { Get__Pascal__ListQuery } from './get-__kebab__-list.query';

/** Reads the projection's rows directly (no repository on the read side) and answers contract-parsed data. */
@QueryHandler(Get__Pascal__ListQuery)
export class Get__Pascal__ListHandler implements IQueryHandler<Get__Pascal__ListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ ownerId }: Get__Pascal__ListQuery) {
    const rows = await this.db
      .selectFrom('__snake__.__snake___list')
      .select(['id', 'name', 'created_at'])
      .where('owner_id', '=', ownerId)
      .where('expired', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(200)
      .execute();
    return get__Pascal__ListRoute.response.parse({
      items: rows.map((r) => ({ id: r.id, name: r.name, createdAt: new Date(r.created_at).toISOString() })),
    });
  }
}
