import { type Kysely, sql } from 'kysely';

/**
 * Reference reads for other contexts that need the catalog's makes, models, trims, colours and equipment (the
 * trade-in wizard first), through catalog.public.ts. North American ("chrome") data only, active rows only.
 */

export interface ReferenceTrim {
  readonly id: number;
  readonly name: string;
  readonly year: number;
  readonly modelId: number;
  readonly model: string;
  readonly makeId: number;
  readonly make: string;
  readonly bodyType: string;
  readonly drivetrain: string;
  readonly transmission: string;
  readonly engine: string;
  readonly fuel: string;
}

const activeTrims = (db: Kysely<any>) => db.selectFrom('catalog.trims as t')
  .innerJoin('catalog.models as m', 'm.id', 't.model_id')
  .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
  .where('t.active', '=', true).where('m.active', '=', true).where('k.active', '=', true).where('m.data_source', '=', 'chrome');

export async function referenceYears(db: Kysely<any>): Promise<number[]> {
  const rows = await activeTrims(db).select('t.year').distinct().orderBy('t.year', 'desc').execute();
  return rows.map((r) => Number(r.year));
}

export async function referenceMakes(db: Kysely<any>, year?: number): Promise<{ id: number; name: string }[]> {
  let qb = activeTrims(db).select(['k.id', 'k.name']).distinct();
  if (year !== undefined) qb = qb.where('t.year', '=', year);
  return (await qb.orderBy('k.name').execute()).map((r) => ({ id: r.id, name: r.name }));
}

/** The make whose name matches (case-insensitive), e.g. the make a VIN's manufacturer code names. */
export async function referenceMakeByName(db: Kysely<any>, name: string): Promise<{ id: number; name: string } | null> {
  const row = await db.selectFrom('catalog.makes').select(['id', 'name']).where('active', '=', true)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst();
  return row ? { id: row.id, name: row.name } : null;
}

export async function referenceModels(db: Kysely<any>, q: { makeId?: number; year?: number }): Promise<{ id: number; name: string; makeId: number }[]> {
  let qb = activeTrims(db).select(['m.id', 'm.name', 'm.make_id']).distinct();
  if (q.makeId !== undefined) qb = qb.where('m.make_id', '=', q.makeId);
  if (q.year !== undefined) qb = qb.where('t.year', '=', q.year);
  return (await qb.orderBy('m.name').orderBy('m.id').execute()).map((r) => ({ id: r.id, name: r.name, makeId: r.make_id }));
}

const TRIM_COLUMNS = [
  't.id', 't.name', 't.year', 't.model_id', 'm.name as model', 'k.id as make_id', 'k.name as make', 't.body_type', 't.drivetrain',
  't.transmission', 't.engine', 't.fuel',
] as const;
const toTrim = (r: any): ReferenceTrim => ({
  id: r.id, name: r.name, year: Number(r.year), modelId: r.model_id, model: r.model, makeId: r.make_id, make: r.make, bodyType: r.body_type,
  drivetrain: r.drivetrain, transmission: r.transmission, engine: r.engine, fuel: r.fuel,
});

export async function referenceTrims(db: Kysely<any>, q: { modelId?: number; makeId?: number; year?: number }): Promise<ReferenceTrim[]> {
  let qb = activeTrims(db).select([...TRIM_COLUMNS]);
  if (q.modelId !== undefined) qb = qb.where('t.model_id', '=', q.modelId);
  if (q.makeId !== undefined) qb = qb.where('k.id', '=', q.makeId);
  if (q.year !== undefined) qb = qb.where('t.year', '=', q.year);
  return (await qb.orderBy('t.year', 'desc').orderBy('t.name').orderBy('t.id').execute()).map(toTrim);
}

/**
 * The active make whose name matches (case-insensitive) with its active trims of `year`, in one round trip (a VIN
 * decode asks for both on every call): what `referenceMakeByName` then `referenceTrims({ makeId, year })` answer.
 */
export async function referenceMakeWithTrims(db: Kysely<any>, name: string, year: number): Promise<{ make: { id: number; name: string } | null; trims: ReferenceTrim[] }> {
  const { rows } = await sql<any>`
    select k.id as k_id, k.name as k_name, t.id, t.name, t.year, t.model_id, m.name as model, k.id as make_id, k.name as make, t.body_type,
           t.drivetrain, t.transmission, t.engine, t.fuel
      from (select id, name from catalog.makes where active = true and lower(name) = ${name.toLowerCase()} limit 1) k
      left join (catalog.models m join catalog.trims t on t.model_id = m.id and t.active = true and t.year = ${year})
        on m.make_id = k.id and m.active = true and m.data_source = 'chrome'
     order by t.year desc, t.name, t.id`.execute(db);
  if (rows.length === 0) return { make: null, trims: [] };
  return { make: { id: rows[0].k_id, name: rows[0].k_name }, trims: rows.filter((r) => r.id !== null).map(toTrim) };
}

export async function referenceTrim(db: Kysely<any>, trimId: number): Promise<ReferenceTrim | null> {
  const row = await activeTrims(db).select([...TRIM_COLUMNS]).where('t.id', '=', trimId).executeTakeFirst();
  return row ? toTrim(row) : null;
}

/** A model with its make's name (for a trade-in started by details without a trim). */
export async function referenceModel(db: Kysely<any>, modelId: number): Promise<{ id: number; name: string; makeId: number; make: string } | null> {
  const row = await db.selectFrom('catalog.models as m').innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
    .select(['m.id', 'm.name', 'k.id as make_id', 'k.name as make']).where('m.id', '=', modelId).where('m.active', '=', true)
    .where('m.data_source', '=', 'chrome').executeTakeFirst();
  return row ? { id: row.id, name: row.name, makeId: row.make_id, make: row.make } : null;
}

export async function referenceColours(db: Kysely<any>): Promise<{ id: number; key: string; nameEn: string; nameFr: string; hex: string }[]> {
  const rows = await db.selectFrom('catalog.colours').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, key: r.key, nameEn: r.name_en, nameFr: r.name_fr, hex: r.hex }));
}

/** A trim's valuation basis: its MSRP in a province of Canada (null without a price record), and the equipment that
 * is NOT standard on it (optional items, valued by category). */
export interface TrimValuationBasis {
  readonly msrp: number | null;
  readonly options: readonly { readonly code: string; readonly category: string }[];
}

/** The columns of a price-guide configuration (catalog.api_configs) that a call to its provider needs. */
export interface PriceGuideConfigRow {
  readonly id: number;
  readonly provider: string;
  readonly base_url: string;
  readonly username: string | null;
  readonly api_key_enc: string | null;
}

/**
 * What a trade-in valuation reads of the catalog, in one statement: the trim's valuation basis (null without a trim)
 * and, when `provider` is given, that provider's newest active price-guide configuration (null when none is active).
 */
export async function valuationInputs(db: Kysely<any>, trimId: number | null, province: string, provider: string | null): Promise<{ basis: TrimValuationBasis | null; config: PriceGuideConfigRow | null }> {
  const { rows: [row] } = await sql<{ msrp: string | null; options: { code: string; category: string }[]; config: PriceGuideConfigRow | null }>`
    select (select p.msrp from catalog.price_records p
             where p.trim_id = ${trimId} and p.geography_code = ${province.trim().toUpperCase()} and p.country = 'CA') as msrp,
           coalesce((select json_agg(json_build_object('code', e.code, 'category', e.category) order by e.id) from catalog.equipment e
                      where not exists (select 1 from catalog.trim_equipment te where te.trim_id = ${trimId} and te.equipment_id = e.id)), '[]') as options,
           (select row_to_json(c) from (select id, provider, base_url, username, api_key_enc from catalog.api_configs
             where provider = ${provider} and active order by updated_at desc, id desc limit 1) as c) as config`
    .execute(db);
  return { basis: trimId === null ? null : { msrp: row.msrp === null ? null : Number(row.msrp), options: row.options }, config: row.config };
}

/** Every equipment item, `standard` where the trim has it from the factory (its value is in the trim's MSRP). */
export async function referenceEquipment(db: Kysely<any>, trimId: number | null): Promise<{ id: number; code: string; category: string; nameEn: string; nameFr: string; standard: boolean }[]> {
  const standard = new Set(trimId === null ? [] : (await db.selectFrom('catalog.trim_equipment').select('equipment_id').where('trim_id', '=', trimId).execute())
    .map((r) => r.equipment_id as number));
  const rows = await db.selectFrom('catalog.equipment').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, code: r.code, category: r.category, nameEn: r.name_en, nameFr: r.name_fr, standard: standard.has(r.id) }));
}
