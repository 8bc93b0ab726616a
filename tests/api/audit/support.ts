import { sql } from 'kysely';
import { vehicleStreamId } from '@marketplace/domain';
import type { PurchaseTestServer } from '../purchase/support';

/**
 * Extends a vehicle's stream to `length` events with price changes, as an import would record them, inserted straight
 * into eventstore.events (fast); `spacedBy` seconds between their recording times (0: all at the same instant). Then
 * waits for the projections (the audit index). Returns the stream id.
 */
export async function extendWithPriceChanges(t: PurchaseTestServer, vehicleId: string, length: number, o: { spacedBy?: number } = {}): Promise<string> {
  const stream = vehicleStreamId(vehicleId);
  const existing = await t.server.infra.store.readStream(stream);
  const vehicle = existing[0].data as { vehicleId: string; fees?: unknown[] };
  const spacing = o.spacedBy ?? 0;
  await sql`
    insert into eventstore.events (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
    select ${stream}, v, gen_random_uuid(), 'VehiclePriceChanged', 1,
      jsonb_build_object('vehicleId', ${vehicle.vehicleId}::text, 'price', 2000000 + v, 'previousPrice', 1999999 + v, 'fees', ${JSON.stringify(vehicle.fees ?? [])}::jsonb,
        'changedAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      jsonb_build_object('eventId', gen_random_uuid(), 'correlationId', 'bench-price-' || v, 'causationId', 'bench-price-' || v, 'actor', null,
        'impersonator', null, 'brand', 'shopicar', 'occurredAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      now() + make_interval(secs => ${spacing}::int * v)
    from generate_series(${existing.length + 1}::int, ${length}::int) as v`.execute(t.server.infra.db);
  await sql`update eventstore.streams set version = ${length} where stream_id = ${stream}`.execute(t.server.infra.db);
  await t.waitForProjections();
  return stream;
}
