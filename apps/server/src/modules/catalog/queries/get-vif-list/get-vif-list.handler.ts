import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { VifImages } from '../../adapters/vif-images';
import { GetVifListQuery } from './get-vif-list.query';
import { readVifList } from './vif-list';

@QueryHandler(GetVifListQuery)
export class GetVifListHandler implements IQueryHandler<GetVifListQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vifImages: VifImages) {}

  async execute(query: GetVifListQuery) {
    return readVifList(this.db, this.vifImages, query.input.query);
  }
}
