import { type RawBuilder, sql } from 'kysely';
import { transactionStreamId, vehicleStreamId } from '@marketplace/domain';
import type { Client } from '../../support/http-client';
import type { PurchaseTestServer } from '../purchase/support';

/**
 * Extends a stream to `length` events of one type, as an import or a staff tool would record them, inserted straight
 * into eventstore.events (fast); `data(v)`: the SQL of each event's data from its version `v`; `spacedBy` seconds
 * between their recording times (0: all at the same instant). Then waits for the projections (the audit index).
 */
async function extendStream(t: PurchaseTestServer, stream: string, length: number, type: string, data: (v: RawBuilder<number>) => RawBuilder<unknown>, o: { spacedBy?: number } = {}) {
  const existing = await t.server.infra.store.readStream(stream);
  const spacing = o.spacedBy ?? 0;
  const v = sql<number>`v`;
  await sql`
    insert into eventstore.events (stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at)
    select ${stream}, v, gen_random_uuid(), ${type}, 1, ${data(v)},
      jsonb_build_object('eventId', gen_random_uuid(), 'correlationId', 'bench-' || ${type} || '-' || v, 'causationId', 'bench-' || ${type} || '-' || v, 'actor', null,
        'impersonator', null, 'brand', 'shopicar', 'occurredAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      now() + make_interval(secs => ${spacing}::int * v)
    from generate_series(${existing.length + 1}::int, ${length}::int) as v`.execute(t.server.infra.db);
  await sql`update eventstore.streams set version = ${length} where stream_id = ${stream}`.execute(t.server.infra.db);
  await t.waitForProjections();
  return stream;
}

const nowIso = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Extends a vehicle's stream to `length` events with price changes (as an import would record them). Returns the stream id. */
export async function extendWithPriceChanges(t: PurchaseTestServer, vehicleId: string, length: number, o: { spacedBy?: number } = {}): Promise<string> {
  const stream = vehicleStreamId(vehicleId);
  const vehicle = (await t.server.infra.store.readStream(stream))[0].data as { vehicleId: string; fees?: unknown[] };
  return extendStream(t, stream, length, 'VehiclePriceChanged', (v) => sql`jsonb_build_object('vehicleId', ${vehicle.vehicleId}::text, 'price', 2000000 + ${v},
    'previousPrice', 1999999 + ${v}, 'fees', ${JSON.stringify(vehicle.fees ?? [])}::jsonb, 'changedAt', ${nowIso})`, o);
}

/** Extends a purchase's stream to `length` events with staff changes of its held price. Returns the stream id. */
export async function extendWithHeldPriceChanges(t: PurchaseTestServer, transactionId: string, length: number): Promise<string> {
  return extendStream(t, transactionStreamId(transactionId), length, 'HeldPriceChanged', (v) => sql`jsonb_build_object('transactionId', ${transactionId}::text,
    'from', 1999999 + ${v}, 'to', 2000000 + ${v}, 'reason', 'Bench: a staff price change', 'changedBy', 'system', 'changedAt', ${nowIso})`);
}

/** The console's search as a staff member runs it (`GET /audit/search`): the subjects found, each with what matched. */
export async function auditSearch(staff: { client: Client }, q: string): Promise<{ subjectId: string; kind: string; matched: string }[]> {
  const res = await staff.client.get('/audit/search', { query: { q } });
  expect(res.status).toBe(200);
  return res.body.subjects;
}
