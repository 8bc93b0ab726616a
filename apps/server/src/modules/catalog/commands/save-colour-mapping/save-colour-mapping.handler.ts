import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DomainError } from '@marketplace/domain';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { SaveColourMappingCommand } from './save-colour-mapping.command';

@CommandHandler(SaveColourMappingCommand)
export class SaveColourMappingHandler implements ICommandHandler<SaveColourMappingCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(command: SaveColourMappingCommand) {
    const { input, ctx } = command;
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
          if (Number(r.numDeletedRows) === 0) continue;
        } else {
          await trx.insertInto('catalog.colour_mappings').values({ ...key, colour_id: m.colourId, updated_at: this.clock.now() })
            .onConflict((oc) => oc.columns(['make_id', 'manufacturer_colour']).doUpdateSet({ colour_id: m.colourId!, updated_at: this.clock.now() }))
            .execute();
          saved++;
        }
        await recordAdminChange(this.store, trx, ctx, 'colour-mapping', key.make_id, 'ColourMappingChanged', {
          makeId: m.makeId, manufacturerColour: m.manufacturerColour, colourId: m.colourId,
        });
      }
    });
    return { saved, removed };
  }
}
