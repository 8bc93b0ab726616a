import type { Kysely } from 'kysely';

/** The trims of a model, with the Quebec MSRP; only active ones (and of an active model) when `activeOnly`. */
export async function trimsOf(db: Kysely<any>, modelId: number, dataSource: 'chrome' | 'eu', activeOnly: boolean) {
  let qb = db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
    .leftJoin('catalog.price_records as p', (j) => j.onRef('p.trim_id', '=', 't.id').on('p.geography_code', '=', 'QC').on('p.country', '=', 'CA'))
    .select(['t.id', 't.model_id', 't.name', 't.year', 't.body_type', 't.active', 't.drivetrain', 't.transmission', 't.engine', 't.fuel', 'p.msrp'])
    .where('t.model_id', '=', modelId).where('m.data_source', '=', dataSource);
  if (activeOnly) qb = qb.where('t.active', '=', true).where('m.active', '=', true);
  const rows = await qb.orderBy('t.year', 'desc').orderBy('t.name').execute();
  return {
    items: rows.map((r) => ({
      id: r.id, modelId: r.model_id, name: r.name, year: r.year, bodyType: r.body_type, active: r.active, drivetrain: r.drivetrain,
      transmission: r.transmission, engine: r.engine, fuel: r.fuel, msrp: r.msrp === null ? null : Number(r.msrp),
    })),
  };
}
