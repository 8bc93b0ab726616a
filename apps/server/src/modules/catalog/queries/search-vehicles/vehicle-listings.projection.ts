import {
  allInPrice, isCatalogVehicleEvent, statusCarriedBy, vehicleIdOfStream, type Fee, type VehicleColour, type VehicleEvent, type VehicleStatus,
} from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';

export const LISTINGS_PROJECTION = 'catalog.vehicle-listings';
export const LISTINGS_TABLE = 'vehicle_listings';
/** One row: a generation number that moves whenever any listing changes (caches of totals and facets key on it). */
export const LISTING_STATE_TABLE = 'listing_state';

/** What the detail page needs and the list does not: kept in one jsonb column so the list rows stay narrow. */
export interface ListingDetail {
  readonly exteriorColour: VehicleColour;
  readonly interiorColour: VehicleColour;
  readonly photos: readonly string[];
  readonly fees: readonly Fee[];
  readonly msrp: number | null;
  readonly dealer: { readonly companyId: number; readonly name: string; readonly city: string; readonly province: string; readonly lat: number; readonly lng: number };
}

/** One row of catalog.vehicle_listings, camel-cased. Money in cents; `price` is the advertised all-in price. */
export interface ListingRow {
  readonly id: string;
  /** The vehicle stream's version: every event of the stream counts, whoever wrote it. */
  readonly version: number;
  readonly vin: string;
  readonly condition: 'new' | 'used';
  readonly year: number;
  readonly makeId: number;
  readonly make: string;
  readonly modelId: number;
  readonly model: string;
  readonly trimId: number;
  readonly trim: string;
  readonly bodyType: string;
  readonly kilometres: number;
  readonly vehiclePrice: number;
  readonly price: number;
  readonly colourNameEn: string;
  readonly colourNameFr: string;
  readonly colourHex: string;
  readonly photo: string | null;
  readonly photoCount: number;
  readonly companyId: number;
  readonly city: string;
  readonly province: string;
  readonly status: VehicleStatus;
  readonly listedAt: string;
  readonly dateUpdated: string;
  readonly search: string;
  readonly detail: ListingDetail;
}

export interface VehicleStreamEvent {
  readonly type: string;
  readonly data: unknown;
  readonly streamVersion: number;
}

/** Lower case without accents, so that "Montreal" finds "Montréal" and "cr-v" finds "CR-V". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function searchTextOf(r: Pick<ListingRow, 'year' | 'make' | 'model' | 'trim' | 'vin' | 'bodyType'>): string {
  return searchable(`${r.year} ${r.make} ${r.model} ${r.trim} ${r.vin} ${r.bodyType}`);
}

/**
 * Pure: the listing row after one event of its vehicle stream. Idempotent: an event at or below the row's version
 * was already applied and changes nothing. Events of other modules only move the version and, when their data
 * carries a `status`, the availability; they do not touch dateUpdated (a lock is not a catalogue change).
 */
export function evolveListing(row: ListingRow | null, event: VehicleStreamEvent): ListingRow | null {
  if (row && event.streamVersion <= row.version) return row;
  if (!isCatalogVehicleEvent(event)) {
    if (!row) return null;
    const status = statusCarriedBy(event);
    return { ...row, version: event.streamVersion, status: status ?? row.status };
  }
  const e = event as VehicleEvent;
  const version = event.streamVersion;
  if (e.type === 'VehicleListed') {
    const d = e.data;
    const base = {
      id: d.vehicleId, vin: d.vin, year: d.year, make: d.make.name, model: d.model.name, trim: d.trim.name, bodyType: d.bodyType,
    };
    return {
      ...base,
      version,
      condition: d.condition,
      makeId: d.make.id,
      modelId: d.model.id,
      trimId: d.trim.id,
      kilometres: d.kilometres,
      vehiclePrice: d.price,
      price: allInPrice(d.price, d.fees).allInPrice,
      colourNameEn: d.exteriorColour.nameEn,
      colourNameFr: d.exteriorColour.nameFr,
      colourHex: d.exteriorColour.hex,
      photo: d.photos[0] ?? null,
      photoCount: d.photos.length,
      companyId: d.dealer.companyId,
      city: d.dealer.city,
      province: d.dealer.province,
      status: d.status,
      listedAt: d.listedAt,
      dateUpdated: d.listedAt,
      search: searchTextOf(base),
      detail: {
        exteriorColour: d.exteriorColour, interiorColour: d.interiorColour, photos: d.photos, fees: d.fees, msrp: d.msrp, dealer: d.dealer,
      },
    };
  }
  if (!row) return null; // a change of a vehicle we never saw listed: nothing to show
  switch (e.type) {
    case 'VehicleUpdated': {
      const d = e.data;
      const exterior = d.exteriorColour ?? row.detail.exteriorColour;
      return {
        ...row, version, dateUpdated: d.updatedAt,
        kilometres: d.kilometres ?? row.kilometres,
        colourNameEn: exterior.nameEn, colourNameFr: exterior.nameFr, colourHex: exterior.hex,
        detail: { ...row.detail, exteriorColour: exterior, interiorColour: d.interiorColour ?? row.detail.interiorColour },
      };
    }
    case 'VehiclePriceChanged':
      return {
        ...row, version, dateUpdated: e.data.changedAt, vehiclePrice: e.data.price,
        price: allInPrice(e.data.price, e.data.fees).allInPrice, detail: { ...row.detail, fees: e.data.fees },
      };
    case 'VehiclePhotosChanged':
      return {
        ...row, version, dateUpdated: e.data.changedAt, photo: e.data.photos[0] ?? null, photoCount: e.data.photos.length,
        detail: { ...row.detail, photos: e.data.photos },
      };
    case 'VehicleStatusChanged':
      return { ...row, version, dateUpdated: e.data.changedAt, status: e.data.status };
    default:
      return row;
  }
}

export function toColumns(r: ListingRow) {
  return {
    id: r.id, version: r.version, vin: r.vin, condition: r.condition, year: r.year, make_id: r.makeId, make: r.make, model_id: r.modelId,
    model: r.model, trim_id: r.trimId, trim: r.trim, body_type: r.bodyType, kilometres: r.kilometres, vehicle_price: r.vehiclePrice,
    price: r.price, colour_name_en: r.colourNameEn, colour_name_fr: r.colourNameFr, colour_hex: r.colourHex, photo: r.photo,
    photo_count: r.photoCount, company_id: r.companyId, city: r.city, province: r.province, status: r.status, listed_at: r.listedAt,
    date_updated: r.dateUpdated, search: r.search, detail: JSON.stringify(r.detail),
  };
}

export function fromColumns(c: Record<string, any>): ListingRow {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  return {
    id: c.id, version: Number(c.version), vin: c.vin, condition: c.condition, year: c.year, makeId: c.make_id, make: c.make, modelId: c.model_id,
    model: c.model, trimId: c.trim_id, trim: c.trim, bodyType: c.body_type, kilometres: c.kilometres, vehiclePrice: Number(c.vehicle_price),
    price: Number(c.price), colourNameEn: c.colour_name_en, colourNameFr: c.colour_name_fr, colourHex: c.colour_hex, photo: c.photo,
    photoCount: c.photo_count, companyId: c.company_id, city: c.city, province: c.province, status: c.status, listedAt: iso(c.listed_at),
    dateUpdated: iso(c.date_updated), search: c.search, detail: typeof c.detail === 'string' ? JSON.parse(c.detail) : c.detail,
  };
}

/**
 * Thin writer: per batch, read the rows of the vehicles concerned in one query, fold their events in memory,
 * upsert the changed rows in one statement. The upsert only overwrites an older version, so a batch delivered
 * twice (or replayed over newer rows) changes nothing.
 */
export async function applyListingEvents(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<void> {
  const byVehicle = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const id = vehicleIdOfStream(event.streamId);
    if (!id) continue;
    const list = byVehicle.get(id) ?? [];
    list.push(event);
    byVehicle.set(id, list);
  }
  if (byVehicle.size === 0) return;
  const ids = [...byVehicle.keys()];
  const existing = await db.selectFrom(LISTINGS_TABLE).selectAll().where('id', 'in', ids).execute();
  const rows = new Map<string, ListingRow>(existing.map((c) => [c.id as string, fromColumns(c)]));
  const changed: ListingRow[] = [];
  for (const [id, list] of byVehicle) {
    const before = rows.get(id) ?? null;
    const after = list.reduce<ListingRow | null>((row, e) => evolveListing(row, e), before);
    if (after && after !== before) changed.push(after);
  }
  if (changed.length === 0) return;
  for (let i = 0; i < changed.length; i += 1000) {
    const chunk = changed.slice(i, i + 1000).map(toColumns);
    const columns = Object.keys(chunk[0]).filter((k) => k !== 'id');
    await db.insertInto(LISTINGS_TABLE).values(chunk)
      .onConflict((oc) => oc.column('id')
        .doUpdateSet(Object.fromEntries(columns.map((k) => [k, sql.raw(`excluded.${k}`)])))
        .where(sql<boolean>`${sql.raw(LISTINGS_TABLE)}.version < excluded.version`))
      .execute();
  }
  // Strictly increasing, also across a blue/green rebuild (which starts from an empty copy of this table).
  await db.insertInto(LISTING_STATE_TABLE).values({ id: 1, generation: sql`(extract(epoch from clock_timestamp()) * 1000000)::bigint` })
    .onConflict((oc) => oc.column('id').doUpdateSet({
      generation: sql`greatest(${sql.raw(LISTING_STATE_TABLE)}.generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)`,
    }))
    .execute();
}

export function vehicleListingsProjection(): Projection {
  return defineProjection({
    name: LISTINGS_PROJECTION,
    schema: 'catalog',
    tables: [LISTINGS_TABLE, LISTING_STATE_TABLE],
    nonDeterministicTables: [LISTING_STATE_TABLE],
    // No eventTypes filter: other modules' events on vehicle streams move the version and the status.
    apply: (db, events) => applyListingEvents(db, events),
  });
}
