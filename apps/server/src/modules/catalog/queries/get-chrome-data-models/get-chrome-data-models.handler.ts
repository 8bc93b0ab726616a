import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { VEHICLE_DATA_PROVIDER, type VehicleDataProvider } from '../../adapters/vehicle-data-provider.port';
import { GetChromeDataModelsQuery } from './get-chrome-data-models.query';

/** The data source's models of a make (and year), each marked when the catalogue imported it. */
@QueryHandler(GetChromeDataModelsQuery)
export class GetChromeDataModelsHandler implements IQueryHandler<GetChromeDataModelsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(VEHICLE_DATA_PROVIDER) private readonly provider: VehicleDataProvider,
  ) {}

  async execute({ input: { query: { makeId, year } } }: GetChromeDataModelsQuery) {
    const models = await this.provider.models({ makeId, year });
    const imported = models.length === 0 ? [] : await this.db.selectFrom('catalog.models').select('source_model_id')
      .where('data_source', '=', 'chrome').where('source_model_id', 'in', models.map((m) => m.modelId)).execute();
    const have = new Set(imported.map((i) => i.source_model_id));
    return { items: models.map((m) => ({ modelId: m.modelId, name: m.name, makeId: m.makeId, years: m.years, imported: have.has(m.modelId) })) };
  }
}
