import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { equipmentChange, readTrimEquipment, requestedEquipment } from '../../queries/get-trim-equipment/trim-equipment';
import { unknownTrim } from '../../streams/catalog-models';
import { SaveTrimEquipmentCommand } from './save-trim-equipment.command';

/**
 * Replaces a trim's equipment set in one transaction (the trim row locked, so concurrent saves queue). Like the
 * other reference-data edits of this module, the change moves the trim's `updated_at`; a save that changes
 * nothing writes nothing.
 */
@CommandHandler(SaveTrimEquipmentCommand)
export class SaveTrimEquipmentHandler implements ICommandHandler<SaveTrimEquipmentCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ input: { body: { trimId, equipmentIds } }, ctx }: SaveTrimEquipmentCommand) {
    return this.db.transaction().execute(async (trx) => {
      const trim = await trx.selectFrom('catalog.trims').select('id').where('id', '=', trimId).forUpdate().executeTakeFirst();
      if (!trim) throw unknownTrim('body.trimId');
      const known = equipmentIds.length === 0 ? [] : await trx.selectFrom('catalog.equipment').select('id').where('id', 'in', [...new Set(equipmentIds)]).execute();
      const next = requestedEquipment(equipmentIds, new Set(known.map((k) => k.id as number)));
      const current = (await trx.selectFrom('catalog.trim_equipment').select('equipment_id').where('trim_id', '=', trimId).orderBy('equipment_id').execute())
        .map((r) => r.equipment_id as number);
      const { added, removed } = equipmentChange(current, next);
      if (removed.length) await trx.deleteFrom('catalog.trim_equipment').where('trim_id', '=', trimId).where('equipment_id', 'in', removed).execute();
      if (added.length) await trx.insertInto('catalog.trim_equipment').values(added.map((id) => ({ trim_id: trimId, equipment_id: id }))).execute();
      if (added.length || removed.length) {
        await trx.updateTable('catalog.trims').set({ updated_at: this.clock.now() }).where('id', '=', trimId).execute();
        await recordAdminChange(this.store, trx, ctx, 'trim', trimId, 'TrimEquipmentChanged', { trimId, added, removed });
      }
      return { ...(await readTrimEquipment(trx, trimId, 'body.trimId')), added, removed };
    });
  }
}
