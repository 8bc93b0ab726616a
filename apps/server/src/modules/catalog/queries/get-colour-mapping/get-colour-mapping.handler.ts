import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { toColour } from '../../views/colour';
import { GetColourMappingQuery } from './get-colour-mapping.query';

@QueryHandler(GetColourMappingQuery)
export class GetColourMappingHandler implements IQueryHandler<GetColourMappingQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute(query: GetColourMappingQuery) {
    const { input } = query;
    let qb = this.db.selectFrom('catalog.colour_mappings as cm').innerJoin('catalog.colours as c', 'c.id', 'cm.colour_id')
      .select(['cm.make_id', 'cm.manufacturer_colour', 'cm.colour_id', 'c.id', 'c.key', 'c.name_en', 'c.name_fr', 'c.hex']);
    if (input.query.makeId) qb = qb.where('cm.make_id', 'in', [input.query.makeId, 0]);
    const rows = await qb.orderBy('cm.make_id').orderBy('cm.manufacturer_colour').execute();
    return {
      items: rows.map((r) => ({
        makeId: r.make_id === 0 ? null : r.make_id, manufacturerColour: r.manufacturer_colour, colourId: r.colour_id, colour: toColour(r),
      })),
    };
  }
}
