import { Inject, Injectable } from '@nestjs/common';
import { assertImageUrl, DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { recordAdminChange } from '../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import type { RequestContext } from '../../../platform/http/request-context';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { toMainImage } from '../views/main-image';

/**
 * The main image of a model or a trim (reference data): one row per target, each change recorded on the target's
 * admin-changes stream in the same transaction. Shared by save-main-image-model and save-main-image-trim.
 */
@Injectable()
export class MainImages {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async save(target: 'model' | 'trim', targetId: number, source: 'vif' | 'stock', imageUrl: string, ctx: RequestContext) {
    const field = target === 'model' ? 'body.modelId' : 'body.trimId';
    const exists = await this.db.selectFrom(target === 'model' ? 'catalog.models' : 'catalog.trims').select('id').where('id', '=', targetId).executeTakeFirst();
    if (!exists) throw new DomainError(`catalog.unknown_${target}`, 'not_found', `No such ${target}`, field);
    const url = assertImageUrl(imageUrl, 'body.imageUrl');
    const row = await this.db.transaction().execute(async (trx) => {
      const saved = await trx.insertInto('catalog.main_images')
        .values({ target, target_id: targetId, source, image_url: url, updated_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['target', 'target_id']).doUpdateSet({ source, image_url: url, updated_at: this.clock.now() }))
        .returningAll().executeTakeFirstOrThrow();
      await recordAdminChange(this.store, trx, ctx, target, targetId, 'MainImageChanged', { [`${target}Id`]: targetId, source, imageUrl: url });
      return saved;
    });
    return toMainImage(row);
  }
}
