import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { toMainImage } from '../../views/main-image';
import { GetImageMappingQuery } from './get-image-mapping.query';

/** A model's main image, its trims' and the VIF each trim is attached to. */
@QueryHandler(GetImageMappingQuery)
export class GetImageMappingHandler implements IQueryHandler<GetImageMappingQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute({ input: { query: { modelId } } }: GetImageMappingQuery) {
    const trims = await this.db.selectFrom('catalog.trims').select(['id', 'vif_id']).where('model_id', '=', modelId).execute();
    const trimIds = trims.map((t) => t.id as number);
    const [model, trimImages] = await Promise.all([
      this.db.selectFrom('catalog.main_images').selectAll().where('target', '=', 'model').where('target_id', '=', modelId).executeTakeFirst(),
      trimIds.length === 0 ? [] : this.db.selectFrom('catalog.main_images').selectAll().where('target', '=', 'trim').where('target_id', 'in', trimIds).orderBy('target_id').execute(),
    ]);
    return {
      model: model ? toMainImage(model) : null,
      trims: trimImages.map((r) => toMainImage(r)),
      vifsByTrim: trims.filter((t) => t.vif_id).map((t) => ({ trimId: t.id as number, vifId: t.vif_id as string })),
    };
  }
}
