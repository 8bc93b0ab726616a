import { GarageErrors } from '@marketplace/domain';
import type { GarageVehicle } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { GarageValuePoint, GarageVehicleRow } from './garage-vehicles.projection';

/** The owner's rows (never another customer's, never a removed vehicle), newest first. */
export async function ownerRows(db: Kysely<any>, ownerId: string, garageVehicleId?: string): Promise<GarageVehicleRow[]> {
  let q = db.selectFrom('garage.vehicles').selectAll().where('owner_id', '=', ownerId).where('removed', '=', false);
  if (garageVehicleId) q = q.where('garage_vehicle_id', '=', garageVehicleId);
  const rows = await q.orderBy('added_at', 'desc').orderBy('garage_vehicle_id').limit(200).execute();
  return rows.map((c) => ({
    garageVehicleId: c.garage_vehicle_id, ownerId: c.owner_id, vehicle: c.vehicle, history: c.history, removed: c.removed,
    addedAt: new Date(c.added_at).toISOString(), version: c.version,
  }));
}

/** One vehicle of the owner, or the same 404 as a missing one. */
export async function ownerRow(db: Kysely<any>, ownerId: string, garageVehicleId: string): Promise<GarageVehicleRow> {
  const [row] = await ownerRows(db, ownerId, garageVehicleId);
  if (!row) throw GarageErrors.notFound();
  return row;
}

export const currentValue = (row: GarageVehicleRow): GarageValuePoint | null => row.history.at(-1) ?? null;

export function garageVehicleView(row: GarageVehicleRow): GarageVehicle {
  const { transactionId: _transactionId, ...vehicle } = row.vehicle;
  const current = currentValue(row);
  return { garageVehicleId: row.garageVehicleId, ...vehicle, value: current?.value ?? null, valuedAt: current?.valuedAt ?? null, addedAt: row.addedAt };
}
