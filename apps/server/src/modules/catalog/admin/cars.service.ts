import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { recordAdminChange } from '../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { VEHICLE_DATA_PROVIDER, type VehicleDataProvider } from '../adapters/vehicle-data-provider.port';
import { assertImageUrl } from './images.service';
import { equipmentChange, groupEquipment, requestedEquipment, type EquipmentRow } from '../queries/get-trim-equipment/trim-equipment';

const PG_UNIQUE_VIOLATION = '23505';
/** catalog-0004-unique-source-models: a data-source model is imported once. */
const SOURCE_MODEL_INDEX = 'models_source_model_key';

const unknownModel = (field: string) => new DomainError('catalog.unknown_model', 'not_found', 'No such model', field);
const unknownTrim = (field: string) => new DomainError('catalog.unknown_trim', 'not_found', 'No such trim', field);

/** Cars administration (spec §7 "Cars"): activation, model import, sub-models, promotion image and note, trim equipment. */
@Injectable()
export class CarsService {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(VEHICLE_DATA_PROVIDER) private readonly provider: VehicleDataProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async model(id: number, field = 'body.modelId') {
    const row = await this.db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .selectAll('m').select(['k.name as make',
        sql<number[]>`coalesce((select array_agg(s.id order by s.id) from catalog.models s where s.parent_model_id = m.id), '{}')`.as('sub_model_ids')])
      .where('m.id', '=', id).executeTakeFirst();
    if (!row) throw unknownModel(field);
    return {
      id: row.id, makeId: row.make_id, make: row.make, name: row.name, bodyType: row.body_type, dataSource: row.data_source,
      sourceModelId: row.source_model_id, active: row.active, parentModelId: row.parent_model_id, subModelIds: row.sub_model_ids,
      promotionImageUrl: row.promotion_image_url, promotionNoteEn: row.promotion_note_en, promotionNoteFr: row.promotion_note_fr,
    };
  }

  /** Updates a model and records the change (`type`, the changed values) on its admin-changes stream. */
  private async update(id: number, values: Record<string, unknown>, ctx: RequestContext, type: string, change: Record<string, unknown>) {
    await this.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('catalog.models').set({ ...values, updated_at: this.clock.now() }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!r) throw unknownModel('body.modelId');
      await recordAdminChange(this.store, trx, ctx, 'model', id, type, change);
    });
    return this.model(id);
  }

  activateModel(modelId: number, active: boolean, ctx: RequestContext) {
    return this.update(modelId, { active }, ctx, 'ModelActivationChanged', { modelId, active });
  }

  async activateTrim(trimId: number, active: boolean, ctx: RequestContext) {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('catalog.trims').set({ active, updated_at: this.clock.now() }).where('id', '=', trimId).returning(['id', 'active']).executeTakeFirst();
      if (!r) throw unknownTrim('body.trimId');
      await recordAdminChange(this.store, trx, ctx, 'trim', trimId, 'TrimActivationChanged', { trimId, active });
      return { id: r.id, active: r.active };
    });
  }

  /** A trim's equipment with every equipment item grouped by category (names in both languages). */
  async trimEquipment(trimId: number, field = 'query.trimId', db: Kysely<any> = this.db) {
    const trim = await db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
      .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
      .select(['t.id', 't.name', 't.year', 't.active', 't.updated_at', 'm.id as model_id', 'm.name as model', 'k.id as make_id', 'k.name as make'])
      .where('t.id', '=', trimId).executeTakeFirst();
    if (!trim) throw unknownTrim(field);
    const rows = (await db.selectFrom('catalog.equipment').select(['id', 'code', 'category', 'name_en', 'name_fr']).execute()) as EquipmentRow[];
    const have = await db.selectFrom('catalog.trim_equipment').select('equipment_id').where('trim_id', '=', trimId).orderBy('equipment_id').execute();
    const equipmentIds = have.map((h) => h.equipment_id as number);
    return {
      trim: { id: trim.id, name: trim.name, year: trim.year, active: trim.active, modelId: trim.model_id, model: trim.model, makeId: trim.make_id, make: trim.make },
      equipmentIds,
      categories: groupEquipment(rows, new Set(equipmentIds)),
      updatedAt: new Date(trim.updated_at).toISOString(),
    };
  }

  /**
   * Replaces a trim's equipment set in one transaction (the trim row locked, so concurrent saves queue). Like the
   * other reference-data edits of this module, the change moves the trim's `updated_at`; a save that changes
   * nothing writes nothing.
   */
  async saveTrimEquipment(trimId: number, equipmentIds: readonly number[], ctx: RequestContext) {
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
      return { ...(await this.trimEquipment(trimId, 'body.trimId', trx)), added, removed };
    });
  }

  /**
   * Imports a data-source model (get-chrome-data-models) under a display name, once: the unique index on (data_source,
   * source_model_id) decides between concurrent imports; the loser answers like a later import, 409.
   */
  async createModel(sourceModelId: number, name: string, ctx: RequestContext) {
    const source = await this.provider.model(sourceModelId);
    if (!source) throw unknownModel('body.modelId');
    await this.refuseImported(sourceModelId);
    const make = await this.db.selectFrom('catalog.makes').select('id').where('id', '=', source.makeId).executeTakeFirst();
    if (!make) throw new DomainError('catalog.unknown_make', 'validation', 'The model\'s make is not in the catalogue', 'body.modelId');
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('catalog.models')
        .values({ make_id: source.makeId, name, body_type: source.bodyType, data_source: 'chrome', source_model_id: sourceModelId })
        .returning('id').executeTakeFirstOrThrow();
      await recordAdminChange(this.store, trx, ctx, 'model', created.id as number, 'ModelImported', { modelId: created.id, sourceModelId, name });
      return created;
    }).catch(async (error: unknown) => {
      const e = error as { code?: string; constraint?: string } | null;
      if (e?.code === PG_UNIQUE_VIOLATION && e.constraint === SOURCE_MODEL_INDEX) await this.refuseImported(sourceModelId);
      throw error;
    });
    return this.model(row.id);
  }

  /** 409 catalog.model_already_imported when the data-source model is in the catalogue already. */
  private async refuseImported(sourceModelId: number) {
    const existing = await this.db.selectFrom('catalog.models').select('id').where('source_model_id', '=', sourceModelId)
      .where('data_source', '=', 'chrome').executeTakeFirst();
    if (existing) throw new DomainError('catalog.model_already_imported', 'conflict', `Already imported as model ${existing.id}`, 'body.modelId', { modelId: existing.id });
  }

  /**
   * Groups models under a main model (one level). The main model, the sub-models and theirs are locked (in id order,
   * so concurrent groupings queue instead of deadlocking) and the rules checked on the locked rows: two concurrent
   * groupings of A under B and B under A cannot both pass, so a model never ends up its own ancestor.
   */
  async createSubModels(mainModelId: number, subModelIds: number[], ctx: RequestContext) {
    const ids = [...new Set(subModelIds)];
    await this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('catalog.models').select(['id', 'make_id', 'parent_model_id'])
        .where((w) => w.or([w('id', 'in', [mainModelId, ...ids]), w('parent_model_id', 'in', ids)])).orderBy('id').forUpdate().execute();
      const main = locked.find((m) => m.id === mainModelId);
      if (!main) throw unknownModel('query.mainModelId');
      if (main.parent_model_id !== null) {
        throw new DomainError('catalog.invalid_sub_model', 'validation', 'A sub-model cannot have sub-models', 'query.mainModelId');
      }
      ids.forEach((id, i) => {
        const sub = locked.find((s) => s.id === id);
        if (!sub) throw unknownModel(`body.SubModelsId.${i}`);
        if (id === mainModelId || sub.make_id !== main.make_id) {
          throw new DomainError('catalog.invalid_sub_model', 'validation', 'A sub-model is another model of the same make', `body.SubModelsId.${i}`);
        }
      });
      await trx.updateTable('catalog.models').set({ parent_model_id: mainModelId, updated_at: this.clock.now() }).where('id', 'in', ids).execute();
      // A model that becomes a sub-model hands its own sub-models to the main model (one level only).
      await trx.updateTable('catalog.models').set({ parent_model_id: mainModelId, updated_at: this.clock.now() }).where('parent_model_id', 'in', ids).execute();
      await recordAdminChange(this.store, trx, ctx, 'model', mainModelId, 'SubModelsAttached', { modelId: mainModelId, subModelIds: ids });
    });
    return this.model(mainModelId, 'query.mainModelId');
  }

  async deleteSubModels(modelId: number, ctx: RequestContext) {
    await this.model(modelId);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('catalog.models').set({ parent_model_id: null, updated_at: this.clock.now() }).where('parent_model_id', '=', modelId).execute();
      await recordAdminChange(this.store, trx, ctx, 'model', modelId, 'SubModelsDetached', { modelId });
    });
    return this.model(modelId);
  }

  savePromotionImage(modelId: number, url: string | null, ctx: RequestContext) {
    const value = url === null ? null : assertImageUrl(url, 'body.url');
    return this.update(modelId, { promotion_image_url: value }, ctx, 'PromotionImageChanged', { modelId, url: value });
  }

  savePromotionNote(modelId: number, note: string | null, languageId: 1 | 2, ctx: RequestContext) {
    const value = note?.trim() ? note.trim() : null;
    return this.update(modelId, languageId === 1 ? { promotion_note_en: value } : { promotion_note_fr: value }, ctx, 'PromotionNoteChanged', { modelId, languageId, note: value });
  }

  async chromeDataModels(makeId: number, year?: number) {
    const models = await this.provider.models({ makeId, year });
    const imported = models.length === 0 ? [] : await this.db.selectFrom('catalog.models').select('source_model_id')
      .where('data_source', '=', 'chrome').where('source_model_id', 'in', models.map((m) => m.modelId)).execute();
    const have = new Set(imported.map((i) => i.source_model_id));
    return { items: models.map((m) => ({ modelId: m.modelId, name: m.name, makeId: m.makeId, years: m.years, imported: have.has(m.modelId) })) };
  }
}
