import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { recordAdminChange } from '../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB, EVENT_STORE } from '../../../platform/tokens';

export const unknownModel = (field: string) => new DomainError('catalog.unknown_model', 'not_found', 'No such model', field);
export const unknownTrim = (field: string) => new DomainError('catalog.unknown_trim', 'not_found', 'No such trim', field);

/**
 * The catalogue's models (reference data, spec §7 "Cars"): plain rows, each staff change recorded on the model's
 * admin-changes stream in the same transaction. What the cars commands share: a model as they answer it, and a change
 * of its columns.
 */
@Injectable()
export class CatalogModels {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
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
  async update(id: number, values: Record<string, unknown>, ctx: RequestContext, type: string, change: Record<string, unknown>) {
    await this.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('catalog.models').set({ ...values, updated_at: this.clock.now() }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!r) throw unknownModel('body.modelId');
      await recordAdminChange(this.store, trx, ctx, 'model', id, type, change);
    });
    return this.model(id);
  }
}
