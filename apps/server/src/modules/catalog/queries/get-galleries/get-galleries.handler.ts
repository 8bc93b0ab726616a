import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { DomainError } from '@marketplace/domain';
import { GetGalleriesQuery } from './get-galleries.query';

@QueryHandler(GetGalleriesQuery)
export class GetGalleriesHandler implements IQueryHandler<GetGalleriesQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: q } }: GetGalleriesQuery) {
    let qb = this.db.selectFrom('catalog.images').select(['id', 'vif_id', 'source', 'angle', 'url']);
    if (q.vifId) qb = qb.where('vif_id', '=', q.vifId);
    if (q.trimId) qb = qb.where('trim_id', '=', q.trimId);
    if (q.modelId) qb = qb.where('model_id', '=', q.modelId);
    if (!q.vifId && !q.trimId && !q.modelId) {
      throw new DomainError('catalog.gallery_filter_required', 'validation', 'Give a vifId, a trimId or a modelId', 'query');
    }
    const rows = await qb.orderBy('vif_id').orderBy('id').limit(500).execute();
    return { items: rows.map((r) => ({ id: r.id, vifId: r.vif_id, source: r.source, angle: r.angle, url: r.url })) };
  }
}
