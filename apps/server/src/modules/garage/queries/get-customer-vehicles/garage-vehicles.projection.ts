import { GARAGE_EVENT_TYPES, GARAGE_STREAM_PREFIX, type GarageEvent } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { rowProjection } from '../../../../platform/projections/row-projection';
import { admitsOwner } from '../../integration-events/erased-owners.consumer';

export const GARAGE_VEHICLES_PROJECTION = 'garage.vehicles';

export interface GarageValuePoint {
  readonly kilometres: number;
  readonly value: number | null;
  readonly priceLow: number | null;
  readonly priceHigh: number | null;
  readonly valuedAt: string;
}

/** One row of garage.vehicles: what the garage, details and value screens show, plus the stream version it reflects. */
export interface GarageVehicleRow {
  readonly garageVehicleId: string;
  readonly ownerId: string;
  readonly vehicle: {
    readonly vin: string | null; readonly year: number; readonly make: string; readonly model: string | null; readonly trim: string | null;
    readonly makeId: number | null; readonly modelId: number | null; readonly trimId: number | null;
    readonly kilometres: number; readonly province: string; readonly source: 'customer' | 'purchase'; readonly transactionId: string | null;
  };
  /** Oldest first. */
  readonly history: readonly GarageValuePoint[];
  readonly removed: boolean;
  readonly addedAt: string;
  readonly version: number;
}

/** Pure: the row after one event of its stream. An event at or below the row's version was applied already. */
export function evolveGarageVehicleRow(row: GarageVehicleRow | null, event: GarageEvent, streamVersion: number): GarageVehicleRow | null {
  if (row && streamVersion <= row.version) return row;
  switch (event.type) {
    case 'GarageVehicleAdded': {
      const d = event.data;
      return {
        garageVehicleId: d.garageVehicleId, ownerId: d.ownerId,
        vehicle: {
          vin: d.vin, year: d.year, make: d.make, model: d.model, trim: d.trim, makeId: d.makeId, modelId: d.modelId, trimId: d.trimId,
          kilometres: d.kilometres, province: d.province, source: d.source, transactionId: d.transactionId,
        },
        history: [], removed: false, addedAt: d.addedAt, version: streamVersion,
      };
    }
    case 'GarageVehicleEdited':
      return row && { ...row, vehicle: { ...row.vehicle, kilometres: event.data.kilometres, province: event.data.province }, version: streamVersion };
    case 'GarageVehicleValued': {
      const v = event.data.valuation;
      const point = { kilometres: event.data.kilometres, value: v?.value ?? null, priceLow: v?.priceLow ?? null, priceHigh: v?.priceHigh ?? null, valuedAt: event.data.valuedAt };
      return row && { ...row, history: [...row.history, point], version: streamVersion };
    }
    case 'GarageVehicleRemoved':
      return row && { ...row, removed: true, version: streamVersion };
    default:
      return row;
  }
}

export function garageVehiclesProjection() {
  return rowProjection<GarageVehicleRow>({
    name: GARAGE_VEHICLES_PROJECTION,
    schema: 'garage',
    table: 'vehicles',
    keyColumn: 'garage_vehicle_id',
    eventTypes: GARAGE_EVENT_TYPES,
    keyOf: (e: RecordedEvent) => (e.streamId.startsWith(GARAGE_STREAM_PREFIX) ? e.streamId.slice(GARAGE_STREAM_PREFIX.length) : null),
    evolve: (row, e) => evolveGarageVehicleRow(row, e as unknown as GarageEvent, e.streamVersion),
    toColumns: (r) => ({
      garage_vehicle_id: r.garageVehicleId, owner_id: r.ownerId, vehicle: r.vehicle, history: r.history, removed: r.removed, added_at: r.addedAt, version: r.version,
    }),
    fromColumns: (c) => ({
      garageVehicleId: c.garage_vehicle_id, ownerId: c.owner_id, vehicle: c.vehicle, history: c.history, removed: c.removed,
      addedAt: new Date(c.added_at).toISOString(), version: c.version,
    }),
    admits: admitsOwner,
  });
}
