import { sql, type Kysely } from 'kysely';

/** The unique index that makes a data-source model importable once (CarsService.createModel maps its violation to 409). */
const SOURCE_MODEL_INDEX = 'models_source_model_key';

/**
 * A data-source model is imported once: unique (data_source, source_model_id) where the model has a source id.
 * Concurrent imports of one model could store it twice before (the check read outside the insert's transaction);
 * such a duplicate keeps its row (its trims, sub-models and listings refer to its id) but loses its source id, so
 * the first import stays the imported one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update catalog.models as m set source_model_id = null, updated_at = now()
      from (select id, row_number() over (partition by data_source, source_model_id order by id) as n
              from catalog.models where source_model_id is not null) as d
     where d.id = m.id and d.n > 1`.execute(db);
  await sql`create unique index ${sql.id(SOURCE_MODEL_INDEX)} on catalog.models (data_source, source_model_id) where source_model_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ${sql.id('catalog', SOURCE_MODEL_INDEX)}`.execute(db);
}
