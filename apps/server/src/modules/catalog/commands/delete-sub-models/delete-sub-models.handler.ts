import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { CatalogModels } from '../../streams/catalog-models';
import { DeleteSubModelsCommand } from './delete-sub-models.command';

/** Ungroups a main model's sub-models. */
@CommandHandler(DeleteSubModelsCommand)
export class DeleteSubModelsHandler implements ICommandHandler<DeleteSubModelsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly models: CatalogModels,
  ) {}

  async execute({ input, ctx }: DeleteSubModelsCommand) {
    const modelId = input.body.modelId;
    await this.models.model(modelId);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('catalog.models').set({ parent_model_id: null, updated_at: this.clock.now() }).where('parent_model_id', '=', modelId).execute();
      await recordAdminChange(this.store, trx, ctx, 'model', modelId, 'SubModelsDetached', { modelId });
    });
    return this.models.model(modelId);
  }
}
