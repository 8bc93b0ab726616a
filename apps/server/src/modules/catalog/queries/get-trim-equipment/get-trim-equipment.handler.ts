import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { GetTrimEquipmentQuery } from './get-trim-equipment.query';
import { readTrimEquipment } from './trim-equipment';

@QueryHandler(GetTrimEquipmentQuery)
export class GetTrimEquipmentHandler implements IQueryHandler<GetTrimEquipmentQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>) {}

  async execute(query: GetTrimEquipmentQuery) {
    return readTrimEquipment(this.db, query.input.query.trimId);
  }
}
