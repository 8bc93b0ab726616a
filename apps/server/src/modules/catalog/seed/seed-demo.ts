import { initialVehicleState, PROVINCES, VEHICLE_STREAM_PREFIX, vehicleDecider, vehicleStreamId, type ListVehicle } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import { Expected, type EventStore, type NewEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { eventMetadata, systemContext } from '../../../platform/http/request-context';
import { EQUIPMENT } from '../adapters/reference/reference-data';
import { AIR_CONDITIONING_TAX, DEMO_MAKES, PROVINCE_CHARGES, type DemoMake, type DemoModel, type DemoTrim } from './demo-catalogue';
import { demoVehicle } from './demo-vehicles';

export interface SeedCatalogDeps {
  readonly db: Kysely<any>;
  readonly store: EventStore;
}

export interface SeedCatalogOptions {
  /** How many demo vehicles (default 150). */
  readonly vehicles?: number;
  /** Same seed, same vehicles (ids, VINs, prices...). Default 1. */
  readonly seed?: number;
  /** Listing dates are spread over the 90 days before this instant. Default: now. */
  readonly now?: Date;
  /** Parallel appends when going one at a time (default 4). */
  readonly concurrency?: number;
  /** New streams appended per transaction with the PostgreSQL store (default 500). */
  readonly batchSize?: number;
}

export interface SeedCatalogResult {
  readonly vehicles: number;
  /** Vehicles appended by this call. */
  readonly appended: number;
  /** Vehicles whose stream already existed (seeding twice is a no-op). */
  readonly skipped: number;
  readonly vehicleIds: string[];
  readonly ms: number;
}

const text = (en: string, fr: string) => ({ en, fr });

/** The price record (spec §3) of a trim in a province: MSRP, A/C tax, tire levy, freight/PDI, association fee, offers. */
export function demoPriceRecord(make: DemoMake, model: DemoModel, trim: DemoTrim, province: string) {
  const charges = PROVINCE_CHARGES[province] ?? { tireLevy: 0, associationFee: 0 };
  const promo = trim.id % 3 === 0;
  const rate = (months: number, base: number) => Math.round((base + (months - 60) / 24 * 0.5) * 100) / 100;
  const financeBase = promo ? Math.max(0.99, make.baseRate - 3) : make.baseRate;
  const leaseBase = promo ? Math.max(1.49, make.baseRate - 2.5) : make.baseRate - 0.5;
  const residualShift = model.body === 'pickup' ? 4 : model.body === 'sedan' ? -3 : 0;
  return {
    trim_id: trim.id,
    geography_code: province,
    country: 'CA',
    msrp: trim.msrp! * 100,
    air_tax: AIR_CONDITIONING_TAX * 100,
    tire_tax: charges.tireLevy * 100,
    freight_and_pdi: make.freightPdi * 100,
    association_fee: charges.associationFee * 100,
    end_date: promo ? '2026-06-30' : null,
    cash: JSON.stringify(promo
      ? { rebateName: text('Cash purchase credit', 'Crédit à l’achat comptant'), preTaxRebate: (trim.id % 4 + 1) * 50_000, postTaxRebate: 0, rebateNote: text('On new, in-stock vehicles.', 'Sur les véhicules neufs en inventaire.') }
      : { rebateName: null, preTaxRebate: 0, postTaxRebate: 0, rebateNote: null }),
    finance: JSON.stringify({
      rebateName: promo ? text('Finance bonus', 'Boni au financement') : null,
      preTaxRebate: promo ? 50_000 : 0, postTaxRebate: 0,
      rebateNote: promo ? text('Rates for well-qualified buyers, on approved credit.', 'Taux offerts aux acheteurs admissibles, sur approbation du crédit.') : null,
      terms: [36, 48, 60, 72, 84].map((months) => ({ months, value: rate(months, financeBase) })),
    }),
    lease: JSON.stringify({
      rebateName: null, preTaxRebate: 0, postTaxRebate: promo ? 75_000 : 0,
      rebateNote: promo ? text('Lease cash applied after taxes.', 'Rabais à la location appliqué après taxes.') : null,
      terms: [24, 36, 48].map((months) => {
        const residual = { 24: 68, 36: 60, 48: 52 }[months as 24 | 36 | 48] + residualShift;
        return {
          months, value: rate(months, leaseBase),
          residualByKm: [{ kilometers: 16_000, value: residual + 2 }, { kilometers: 20_000, value: residual }, { kilometers: 24_000, value: residual - 3 }],
        };
      }),
    }),
  };
}

function equipmentOf(model: DemoModel, trim: DemoTrim, level: number): number[] {
  const codes = ['ac', 'backup_camera', 'carplay', 'heated_seats'];
  if (level >= 1) codes.push('blind_spot', 'adaptive_cruise', 'lane_keep', 'heated_wheel', 'remote_start');
  if (level >= 2) codes.push('sunroof', 'leather', 'navigation', 'ventilated_seats');
  if (level >= 1 && (model.body === 'suv' || model.body === 'wagon')) codes.push('power_liftgate');
  if (trim.drive === 'AWD' || trim.drive === '4WD') codes.push('awd');
  if (model.body === 'pickup') codes.push('tow_package');
  return codes.map((c) => EQUIPMENT.find((e) => e.code === c)!.id);
}

/**
 * Reference data of the demo catalogue: makes, models, trims, equipment, price records (every province). The
 * selling companies are the dealer context's (its seed), which the catalog learns from their public events.
 * Upserts by id, so it may run any number of times; admin changes (active flags, promotion notes) are kept.
 */
export async function seedCatalogReference(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('catalog.makes').values(DEMO_MAKES.map((m) => ({ id: m.id, name: m.name }))).onConflict((oc) => oc.column('id').doNothing()).execute();
    const models = DEMO_MAKES.flatMap((make) => make.models.map((m) => ({
      id: m.id, make_id: make.id, name: m.name, body_type: m.body, data_source: m.dataSource, source_model_id: m.sourceModelId,
    })));
    await trx.insertInto('catalog.models').values(models).onConflict((oc) => oc.column('id').doNothing()).execute();
    const trims = DEMO_MAKES.flatMap((make) => make.models.flatMap((m) => m.trims.map((t) => ({
      id: t.id, model_id: m.id, name: t.name, year: t.year, body_type: m.body, drivetrain: t.drive, transmission: t.transmission, engine: t.engine, fuel: t.fuel,
    }))));
    await trx.insertInto('catalog.trims').values(trims).onConflict((oc) => oc.column('id').doNothing()).execute();
    const equipment = DEMO_MAKES.flatMap((make) => make.models.flatMap((m) => m.trims.flatMap((t, level) =>
      equipmentOf(m, t, Math.min(2, level)).map((equipment_id) => ({ trim_id: t.id, equipment_id })))));
    await trx.insertInto('catalog.trim_equipment').values(equipment).onConflict((oc) => oc.columns(['trim_id', 'equipment_id']).doNothing()).execute();
    const records = DEMO_MAKES.flatMap((make) => make.models.filter((m) => m.dataSource === 'chrome').flatMap((m) =>
      m.trims.filter((t) => t.msrp !== null).flatMap((t) => PROVINCES.map((p) => demoPriceRecord(make, m, t, p)))));
    for (let i = 0; i < records.length; i += 500) {
      await trx.insertInto('catalog.price_records').values(records.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['trim_id', 'geography_code', 'country']).doNothing()).execute();
    }
  });
}

interface PendingStream {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
}

/**
 * Seeds the demo catalogue: reference data, then `vehicles` demo vehicles through the command path: the vehicle
 * decider decides VehicleListed for each new stream (expected version "no stream"), so listings come from the
 * projection like any other vehicle. With the PostgreSQL store, chunks of `batchSize` new streams are appended in one
 * transaction each (10,000 vehicles in a few seconds); a chunk that meets an existing stream, and any other store,
 * go one append at a time through the EventStore port, skipping vehicles already seeded.
 */
export async function seedCatalogDemo(deps: SeedCatalogDeps, options: SeedCatalogOptions = {}): Promise<SeedCatalogResult> {
  const started = Date.now();
  const count = options.vehicles ?? 150;
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  await seedCatalogReference(deps.db);
  const ctx = systemContext(now, `seed-catalog-${seed}`);
  const pending: PendingStream[] = Array.from({ length: count }, (_, index) => {
    const command: ListVehicle = demoVehicle(seed, index, now).command;
    const events = vehicleDecider.decide(command, initialVehicleState);
    return {
      streamId: vehicleStreamId(command.vehicleId),
      events: events.map((e) => ({ type: e.type, data: e.data, metadata: { ...eventMetadata(ctx), occurredAt: command.now } })),
    };
  });
  // Streams seeded by an earlier run are left out up front: appending them again would only be refused (and make
  // PostgreSQL log a unique violation per stream).
  const existing = new Set<string>();
  for (let i = 0; i < pending.length; i += 5_000) {
    const ids = pending.slice(i, i + 5_000).map((p) => p.streamId);
    const rows = await deps.db.selectFrom('eventstore.streams').select('stream_id').where('stream_id', 'in', ids).execute();
    for (const r of rows) existing.add(r.stream_id);
  }
  const missing = pending.filter((p) => !existing.has(p.streamId));
  let appended = 0;
  let skipped = existing.size;
  const oneByOne = async (streams: readonly PendingStream[]) => {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < streams.length; i = next++) {
        try {
          await deps.store.appendToStream(streams[i].streamId, streams[i].events, Expected.noStream);
          appended++;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          skipped++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  };
  for (let i = 0; i < missing.length; i += batchSize) {
    const chunk = missing.slice(i, i + batchSize);
    if (deps.store instanceof PostgresEventStore && (await deps.store.appendNewStreams(chunk))) appended += chunk.length;
    else await oneByOne(chunk);
  }
  return {
    vehicles: count, appended, skipped, vehicleIds: pending.map((p) => p.streamId.slice(VEHICLE_STREAM_PREFIX.length)), ms: Date.now() - started,
  };
}
