import { DomainError, TradeInErrors } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { DB } from '../../../../platform/tokens';
import { GetTradeInImageQuery } from './trade-in-image.query';

@QueryHandler(GetTradeInImageQuery)
export class GetTradeInImageHandler implements IQueryHandler<GetTradeInImageQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly files: PrivateFileStore) {}

  async execute({ tradeInId, slot, ownerId }: GetTradeInImageQuery) {
    const row = await this.db.selectFrom('trade_in.trade_ins').select('photos').where('id', '=', tradeInId).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) throw TradeInErrors.notFound();
    const fileId: string | undefined = row.photos[slot];
    const file = fileId ? await this.files.open(fileId) : null;
    if (!file) throw new DomainError('trade_in.photo_not_found', 'not_found', 'No such photo', 'params.slot');
    return file;
  }
}
