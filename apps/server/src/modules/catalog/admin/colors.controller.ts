import { Controller, Inject } from '@nestjs/common';
import { colorsAllRoute, colorsGetMappingRoute, colorsSaveMappingRoute, type RouteInput } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { Endpoint, Input } from '../../../platform/http/endpoint';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { DB } from '../../../platform/tokens';
import { CATALOG_STAFF } from '../catalog.access';

const toColour = (r: any) => ({ id: r.id, key: r.key, nameEn: r.name_en, nameFr: r.name_fr, hex: r.hex });

/**
 * Colours (spec §7), under /api/admin/colors/<spec name>: the generic colours ("ail-colors") and the mapping of
 * manufacturer colour names to them, per make (make 0 = every make), for types 6, 7, 20.
 */
@Controller()
export class ColorsController {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Endpoint(colorsAllRoute, { allow: CATALOG_STAFF })
  async all() {
    const rows = await this.db.selectFrom('catalog.colours').selectAll().orderBy('id').execute();
    return { items: rows.map(toColour) };
  }

  @Endpoint(colorsGetMappingRoute, { allow: CATALOG_STAFF })
  async mapping(@Input() input: RouteInput<typeof colorsGetMappingRoute>) {
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

  @Endpoint(colorsSaveMappingRoute, { allow: CATALOG_STAFF })
  async save(@Input() input: RouteInput<typeof colorsSaveMappingRoute>) {
    const { mappings } = input.body;
    const [colours, makes] = await Promise.all([
      this.db.selectFrom('catalog.colours').select('id').execute(),
      this.db.selectFrom('catalog.makes').select('id').execute(),
    ]);
    const colourIds = new Set(colours.map((c) => c.id));
    const makeIds = new Set(makes.map((m) => m.id));
    mappings.forEach((m, i) => {
      if (m.colourId !== null && !colourIds.has(m.colourId)) {
        throw new DomainError('catalog.unknown_colour', 'validation', 'Unknown colour', `body.mappings.${i}.colourId`);
      }
      if (m.makeId !== null && !makeIds.has(m.makeId)) throw new DomainError('catalog.unknown_make', 'validation', 'Unknown make', `body.mappings.${i}.makeId`);
    });
    let saved = 0;
    let removed = 0;
    await this.db.transaction().execute(async (trx) => {
      for (const m of mappings) {
        const key = { make_id: m.makeId ?? 0, manufacturer_colour: m.manufacturerColour };
        if (m.colourId === null) {
          const r = await trx.deleteFrom('catalog.colour_mappings').where('make_id', '=', key.make_id)
            .where('manufacturer_colour', '=', key.manufacturer_colour).executeTakeFirst();
          removed += Number(r.numDeletedRows);
        } else {
          await trx.insertInto('catalog.colour_mappings').values({ ...key, colour_id: m.colourId, updated_at: this.clock.now() })
            .onConflict((oc) => oc.columns(['make_id', 'manufacturer_colour']).doUpdateSet({ colour_id: m.colourId!, updated_at: this.clock.now() }))
            .execute();
          saved++;
        }
      }
    });
    return { saved, removed };
  }
}
