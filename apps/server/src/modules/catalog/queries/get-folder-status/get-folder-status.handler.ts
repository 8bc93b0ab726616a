import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { VifImages } from '../../adapters/vif-images';
import { readFolderStatus } from './folder-status';
import { GetFolderStatusQuery } from './get-folder-status.query';

@QueryHandler(GetFolderStatusQuery)
export class GetFolderStatusHandler implements IQueryHandler<GetFolderStatusQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly vifImages: VifImages) {}

  async execute(query: GetFolderStatusQuery) {
    return readFolderStatus(this.db, this.vifImages, query.input.query.vifId);
  }
}
