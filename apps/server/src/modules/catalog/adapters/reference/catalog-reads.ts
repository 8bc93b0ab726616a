import type { Fee, VehicleColour } from '@marketplace/domain';
import type { PriceRecord } from '@marketplace/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DeliveryType, ProtectionPlan } from './reference-data';

/**
 * Reads over the catalog's reference tables. Plain functions of a Kysely instance so that the HTTP handlers, the
 * seed and other modules (through catalog.public.ts) share them.
 */

export interface TrimRef {
  readonly trimId: number;
  readonly trim: string;
  readonly year: number;
  readonly active: boolean;
  readonly bodyType: string;
  readonly modelId: number;
  readonly model: string;
  readonly makeId: number;
  readonly make: string;
  readonly dataSource: 'chrome' | 'eu';
}

/** Trims by id, in one query (the ids not found are absent). */
export async function findTrims(db: Kysely<any>, trimIds: readonly number[]): Promise<Map<number, TrimRef>> {
  if (trimIds.length === 0) return new Map();
  const rows = await db.selectFrom('catalog.trims as t')
    .innerJoin('catalog.models as m', 'm.id', 't.model_id')
    .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
    .select(['t.id as trimId', 't.name as trim', 't.year', 't.active', 't.body_type as bodyType', 'm.id as modelId', 'm.name as model',
      'k.id as makeId', 'k.name as make', 'm.data_source as dataSource'])
    .where('t.id', 'in', [...new Set(trimIds)])
    .execute();
  return new Map((rows as TrimRef[]).map((r) => [r.trimId, r]));
}

export const findTrim = async (db: Kysely<any>, trimId: number): Promise<TrimRef | null> => (await findTrims(db, [trimId])).get(trimId) ?? null;

/** Colours by id, in one query. */
export async function findColours(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, VehicleColour>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('catalog.colours').select(['id', 'name_en', 'name_fr', 'hex']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id as number, { id: r.id, nameEn: r.name_en, nameFr: r.name_fr, hex: r.hex }]));
}

export const findColour = async (db: Kysely<any>, id: number): Promise<VehicleColour | null> => (await findColours(db, [id])).get(id) ?? null;

export interface Company {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly province: string;
  readonly lat: number;
  readonly lng: number;
}

/** A seller of the catalog: a company the dealer context published (catalog.sellers, ADR 0025) and did not deactivate. */
export async function findCompany(db: Kysely<any>, id: number): Promise<Company | null> {
  const row = await db.selectFrom('catalog.sellers').select(['company_id as id', 'name', 'city', 'province', 'lat', 'lng'])
    .where('company_id', '=', id).where('active', '=', true).executeTakeFirst();
  return (row as Company | undefined) ?? null;
}

function toPlan(r: any): ProtectionPlan {
  return {
    id: r.id, key: r.key, nameEn: r.name_en, nameFr: r.name_fr, coverageMonths: r.coverage_months, coverageKm: r.coverage_km,
    componentsCoveredPercent: r.components_covered_percent, deductible: Number(r.deductible), cancellationDays: r.cancellation_days,
    price: Number(r.price), exclusionsEn: r.exclusions_en, exclusionsFr: r.exclusions_fr,
  };
}

/** Active protection plans (spec §3: coverage period and kilometres, exclusions, 90% of components, $50 deductible, 30-day cancellation). */
export async function readProtectionPlans(db: Kysely<any>): Promise<ProtectionPlan[]> {
  const rows = await db.selectFrom('catalog.protection_plans').selectAll().where('active', '=', true).orderBy('price').execute();
  return rows.map(toPlan);
}

/** What reads a table: the database, or the expression builder of an enclosing query (to read it as a subquery). */
type Reader = Kysely<any> | ExpressionBuilder<any, any>;
/** Both readers' `selectFrom` (the same query whether it runs alone or inside another). */
const from = (db: Reader, table: string) => (db as Kysely<any>).selectFrom(table);

/** The active protection plan `id` (no column selected yet): findProtectionPlan's row, or a quote's subquery of its price. */
export const activeProtectionPlan = (db: Reader, id: number) =>
  from(db, 'catalog.protection_plans').where('id', '=', id).where('active', '=', true);

/** The active delivery type `id` (no column selected yet). */
export const activeDeliveryType = (db: Reader, id: number) =>
  from(db, 'catalog.delivery_types').where('id', '=', id).where('active', '=', true);

/**
 * The price record a new vehicle's lease residual comes from (no column selected yet): its trim's in `province`, or
 * QC's when the province has none (ADR 0021). `trimId` may be a column of an enclosing query.
 */
export function residualPriceRecord(db: Reader, trimId: number | Expression<number>, province: string) {
  const geography = province.trim().toUpperCase();
  return from(db, 'catalog.price_records').where('trim_id', '=', trimId).where('country', '=', 'CA')
    .where('geography_code', 'in', [geography, 'QC']).orderBy(sql`geography_code = ${geography}`, 'desc').limit(1);
}

export async function findProtectionPlan(db: Kysely<any>, id: number): Promise<ProtectionPlan | null> {
  const row = await activeProtectionPlan(db, id).selectAll().executeTakeFirst();
  return row ? toPlan(row) : null;
}

function toDelivery(r: any): DeliveryType {
  return { id: r.id, key: r.key, nameEn: r.name_en, nameFr: r.name_fr, price: Number(r.price), maxDistanceKm: r.max_distance_km };
}

/** Active delivery types: pickup (free) and delivery (priced, within 350 km). */
export async function readDeliveryTypes(db: Kysely<any>): Promise<DeliveryType[]> {
  const rows = await db.selectFrom('catalog.delivery_types').selectAll().where('active', '=', true).orderBy('id').execute();
  return rows.map(toDelivery);
}

export async function findDeliveryType(db: Kysely<any>, id: number): Promise<DeliveryType | null> {
  const row = await activeDeliveryType(db, id).selectAll().executeTakeFirst();
  return row ? toDelivery(row) : null;
}

/** 'Canada', 'CA', 'can' or '43' (spec: Canada is id 43) -> 'CA'; anything else is not a country we price. */
export function countryCode(country: string | number): string | null {
  const c = String(country).trim().toLowerCase();
  return ['canada', 'ca', 'can', '43'].includes(c) ? 'CA' : null;
}

type Localised = { en: string; fr: string } | string | null | undefined;
const pick = (t: Localised, languageId: number): string | null =>
  t === null || t === undefined ? null : typeof t === 'string' ? t : languageId === 1 ? t.en : t.fr;

function offer(raw: any, languageId: number) {
  if (!raw) return null;
  return {
    rebateName: pick(raw.rebateName, languageId),
    preTaxRebate: Number(raw.preTaxRebate ?? 0),
    postTaxRebate: Number(raw.postTaxRebate ?? 0),
    rebateNote: pick(raw.rebateNote, languageId),
  };
}

export interface PriceRecordRow {
  trim_id: number; geography_code: string; country: string; msrp: string | number; air_tax: string | number; tire_tax: string | number;
  freight_and_pdi: string | number; association_fee: string | number; end_date: Date | string | null; cash: any; finance: any; lease: any;
}

export function localisePriceRecord(r: PriceRecordRow, languageId: number): PriceRecord {
  const endDate = r.end_date === null ? null : r.end_date instanceof Date ? isoDay(r.end_date) : String(r.end_date).slice(0, 10);
  const finance = r.finance ? { ...offer(r.finance, languageId)!, terms: (r.finance.terms ?? []).map((t: any) => ({ months: t.months, value: t.value })) } : null;
  const lease = r.lease ? { ...offer(r.lease, languageId)!, terms: leaseTermsOf(r.lease) } : null;
  return {
    trimId: r.trim_id, geographyCode: r.geography_code, country: r.country === 'CA' ? 'Canada' : r.country, languageId,
    currency: 'CAD', moneyUnit: 'cents',
    msrp: Number(r.msrp), airTax: Number(r.air_tax), tireTax: Number(r.tire_tax), freightAndPdi: Number(r.freight_and_pdi),
    associationFee: Number(r.association_fee), endDate, cash: offer(r.cash, languageId), finance, lease,
  };
}

/** The lessor's terms of a price record's `lease` column (its residuals by term and yearly kilometres). */
export function leaseTermsOf(lease: any): LeaseTerm[] {
  return (lease?.terms ?? []).map((t: any) => ({
    months: t.months, value: t.value, residualByKm: (t.residualByKm ?? []).map((x: any) => ({ kilometers: x.kilometers, value: x.value })),
  }));
}
type LeaseTerm = NonNullable<PriceRecord['lease']>['terms'][number];

/** A date column as 'YYYY-MM-DD' (pg returns DATE as a local-midnight Date). */
function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Spec §7 prices query: the price record of a trim in a geography (default QC), country (default Canada), language (default 1). */
export async function findPriceRecord(db: Kysely<any>, q: { trimId: number; geographyCode?: string; country?: string | number; languageId?: number }): Promise<PriceRecord | null> {
  const country = countryCode(q.country ?? 'Canada');
  const languageId = q.languageId ?? 1;
  if (!country || ![1, 2, 3].includes(languageId)) return null;
  const row = await db.selectFrom('catalog.price_records').selectAll()
    .where('trim_id', '=', q.trimId)
    .where('geography_code', '=', (q.geographyCode ?? 'QC').trim().toUpperCase())
    .where('country', '=', country)
    .executeTakeFirst();
  return row ? localisePriceRecord(row as PriceRecordRow, languageId) : null;
}

/** The fees a new vehicle of this trim carries in a province, from its price record (empty without one). */
export async function newVehicleFeesFromPriceRecord(db: Kysely<any>, trimId: number, province: string): Promise<{ fees: Fee[]; msrp: number | null }> {
  const record = await findPriceRecord(db, { trimId, geographyCode: province });
  if (!record) return { fees: [], msrp: null };
  const fees: Fee[] = [
    { code: 'freight_pdi', amount: record.freightAndPdi },
    { code: 'air_conditioning_tax', amount: record.airTax },
    { code: 'tire_levy', amount: record.tireTax },
    { code: 'association_fee', amount: record.associationFee },
  ];
  return { fees: fees.filter((f) => f.amount > 0), msrp: record.msrp };
}
