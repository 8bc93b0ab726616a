import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DomainError } from '@marketplace/domain';
import { DB } from '../../../../platform/tokens';
import { svgPhotoFile } from '../../adapters/photo-file';
import { vehiclePhotoSvg } from '../../adapters/svg-photo';
import { parseVifId } from '../../adapters/image-provider.port';
import { GetStockPhotoQuery } from './get-stock-photo.query';

@QueryHandler(GetStockPhotoQuery)
export class GetStockPhotoHandler implements IQueryHandler<GetStockPhotoQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetStockPhotoQuery) {
    const { input } = query;
    const vif = parseVifId(input.params.vifId)!;
    const trim = await this.db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .select(['t.name as trim', 'm.name as model', 'k.name as make', 'm.body_type as bodyType'])
      .where('t.id', '=', vif.trimId).executeTakeFirst();
    if (!trim) throw new DomainError('catalog.photo_not_found', 'not_found', 'No such photo', 'params.vifId');
    const n = Number(input.params.file.split('.')[0]);
    return svgPhotoFile(vehiclePhotoSvg({
      key: input.params.vifId, bodyType: trim.bodyType, exteriorHex: '#b8bcc2', interiorHex: '#2b2b2b',
      caption: `${vif.year} ${trim.make} ${trim.model} ${trim.trim}`,
    }, n, 12));
  }
}
