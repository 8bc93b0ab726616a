import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { CatalogModels, unknownModel } from '../../streams/catalog-models';
import { CreateSubModelsCommand } from './create-sub-models.command';

/**
 * Groups models under a main model (one level). The main model, the sub-models and theirs are locked (in id order,
 * so concurrent groupings queue instead of deadlocking) and the rules checked on the locked rows: two concurrent
 * groupings of A under B and B under A cannot both pass, so a model never ends up its own ancestor.
 */
@CommandHandler(CreateSubModelsCommand)
export class CreateSubModelsHandler implements ICommandHandler<CreateSubModelsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly models: CatalogModels,
  ) {}

  async execute({ input, ctx }: CreateSubModelsCommand) {
    const mainModelId = input.query.mainModelId;
    const ids = [...new Set(input.body.SubModelsId)];
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
    return this.models.model(mainModelId, 'query.mainModelId');
  }
}
