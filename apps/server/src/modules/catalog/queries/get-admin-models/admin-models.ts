import { sql, type Kysely } from 'kysely';

/** Every model of a data source ('chrome' main, 'eu'), active or not, for the vehicles team. */
export async function adminModels(db: Kysely<any>, dataSource: 'chrome' | 'eu', makeId?: number) {
  let qb = db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
    .select(['m.id', 'm.make_id', 'k.name as make', 'm.name', 'm.body_type', 'm.active', 'm.parent_model_id',
      sql<string>`(select count(*) from catalog.trims t where t.model_id = m.id)`.as('trim_count')])
    .where('m.data_source', '=', dataSource);
  if (makeId) qb = qb.where('m.make_id', '=', makeId);
  const rows = await qb.orderBy('k.name').orderBy('m.name').execute();
  return {
    items: rows.map((r) => ({
      id: r.id, makeId: r.make_id, make: r.make, name: r.name, bodyType: r.body_type, active: r.active, parentModelId: r.parent_model_id,
      trimCount: Number(r.trim_count),
    })),
  };
}
