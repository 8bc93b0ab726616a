import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { recordAdminChange } from '../../../../platform/event-store/admin-changes';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { VEHICLE_DATA_PROVIDER, type VehicleDataProvider } from '../../adapters/vehicle-data-provider.port';
import { CatalogModels, unknownModel } from '../../streams/catalog-models';
import { CreateModelCommand } from './create-model.command';

const PG_UNIQUE_VIOLATION = '23505';
/** catalog-0004-unique-source-models: a data-source model is imported once. */
const SOURCE_MODEL_INDEX = 'models_source_model_key';

/**
 * Imports a data-source model (get-chrome-data-models) under a display name, once: the unique index on (data_source,
 * source_model_id) decides between concurrent imports; the loser answers like a later import, 409.
 */
@CommandHandler(CreateModelCommand)
export class CreateModelHandler implements ICommandHandler<CreateModelCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(VEHICLE_DATA_PROVIDER) private readonly provider: VehicleDataProvider,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly models: CatalogModels,
  ) {}

  async execute({ input: { body }, ctx }: CreateModelCommand) {
    const { modelId: sourceModelId, modelName: name } = body;
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
    return this.models.model(row.id);
  }

  /** 409 catalog.model_already_imported when the data-source model is in the catalogue already. */
  private async refuseImported(sourceModelId: number) {
    const existing = await this.db.selectFrom('catalog.models').select('id').where('source_model_id', '=', sourceModelId)
      .where('data_source', '=', 'chrome').executeTakeFirst();
    if (existing) throw new DomainError('catalog.model_already_imported', 'conflict', `Already imported as model ${existing.id}`, 'body.modelId', { modelId: existing.id });
  }
}
