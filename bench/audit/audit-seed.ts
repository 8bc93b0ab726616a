import { sql } from 'kysely';
import { KeyedHasher } from '../../apps/server/src/platform/privacy/keys';
import { SearchTerms } from '../../apps/server/src/modules/audit/queries/search-subjects/search-terms';
import { startPurchase, type PurchaseTestServer } from '../../tests/api/purchase/support';
import { extendWithHeldPriceChanges, extendWithPriceChanges } from '../../tests/api/audit/support';
import { QUICK } from '../support/report';

/**
 * The audit bench's data (audit.bench.ts), apart so that its plans can be read on the same data outside a timed run
 * (EXPLAIN of the search and the timeline over a database seeded once).
 */
export const INDEXED = QUICK ? 5_000 : 1_000_000;
export const EVENTS_PER_SUBJECT = 10;
/** Quick mode: still past the stream's first snapshot (one every 500 events). */
export const LONG_STREAM = QUICK ? 600 : 10_000;
export const PEOPLE = QUICK ? 500 : 100_000;
/** Quick mode: still more than the first page's 50 rows. */
export const PURCHASE_EVENTS = QUICK ? 60 : 1_000;
const FIRST = ['Marie', 'Jean', 'Sophie', 'Louis', 'Émilie', 'François', 'Chloé', 'Mathieu', 'Zoé', 'Gabriel', 'Léa', 'Olivier', 'Camille', 'Félix', 'Anaïs', 'Samuel', 'Noémie', 'Thomas', 'Rosalie', 'William'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martin', 'Landry', 'Martel', 'Bédard', 'Grenier', 'Lessard', 'Bernier', 'Richard', 'Michaud', 'Hébert', 'Desjardins', 'Couture', 'Turcotte', 'Lachance', 'Parent', 'Blais', 'Gosselin'];
/** The n-th bench person (user id `user-bench-<n>`, the actor of the bench purchases' events). */
export const person = (n: number) => ({
  FirstName: FIRST[n % FIRST.length], LastName: LAST[Math.floor(n / FIRST.length) % LAST.length],
  Email: `${FIRST[n % FIRST.length].toLowerCase()}.${LAST[Math.floor(n / FIRST.length) % LAST.length].toLowerCase()}${n}@example.ca`, Phone: `514${String(5_550_000 + n).padStart(7, '0')}`,
});
/**
 * What the bench's searches type, in turn: a transaction id, a vehicle id, a correlation id, a stream id; a whole name,
 * part of a name, part of an email, a phone number in another format (ADR 0078).
 */
export const benchSearch = (i: number): string => {
  const s = (i * 7919) % (INDEXED / EVENTS_PER_SUBJECT);
  const p = person((i * 7907) % PEOPLE);
  return [
    `tx-bench-${s}`, `veh-bench-${s % 20_000}`, `corr-bench-${1 + ((i * 104_729) % INDEXED)}`, `purchase-bench-${s}`,
    `${p.FirstName} ${p.LastName}`, `${p.FirstName.slice(0, 3)} ${p.LastName.slice(0, 4)}`, p.Email.slice(0, p.Email.indexOf('@') - 2),
    `(${p.Phone.slice(0, 3)}) ${p.Phone.slice(3, 6)}-${p.Phone.slice(6)}`,
  ][i % 8];
};

/**
 * Fills a bench server's database: INDEXED index rows, PEOPLE people's blind-index terms, a LONG_STREAM-event vehicle
 * stream and a PURCHASE_EVENTS-event purchase (the one returned).
 */
export async function seedAuditBench(t: PurchaseTestServer): Promise<{ longPurchase: string }> {
  const db = t.server.infra.db;
  // What the audit projection writes for INDEXED events of INDEXED / 10 purchases (10 events each), in one transaction
  // without the pool's 30 s statement timeout.
  await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    await sql`
    insert into audit.event_index (stream_id, stream_version, tx, pos, type, schema_version, recorded_at, actor, impersonator, brand, correlation_id, keys)
    select 'purchase-bench-' || s, v, 1, i, (array['TransactionStarted','StepSaved','DepositRequested','DepositPaid','ContractSigned'])[1 + i % 5], 1,
      now() - (i || ' seconds')::interval, 'user-bench-' || (s % ${PEOPLE}), null, 'shopicar', 'corr-bench-' || i,
      array['purchase-bench-' || s, 'corr-bench-' || i, 'user-bench-' || (s % ${PEOPLE}), 'tx-bench-' || s, 'veh-bench-' || (s % 20000), 'company:' || (s % 200)]
    from generate_series(1, ${INDEXED}) as i, lateral (select (i - 1) / ${EVENTS_PER_SUBJECT} as s, 1 + (i - 1) % ${EVENTS_PER_SUBJECT} as v) x`.execute(trx);
    await sql`analyze audit.event_index`.execute(trx);
  });

  // The people's blind-index terms, as the audit.index projection keeps them (its SearchTerms, the server's key).
  const terms = new SearchTerms(t.server.app.get(KeyedHasher, { strict: false }));
  for (let n = 0; n < PEOPLE; n += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, PEOPLE - n) }, (_, i) => n + i)
      .flatMap((p) => terms.of(person(p)).map((term) => ({ ...term, userId: `user-bench-${p}` })));
    await sql`
      insert into audit.search_terms (term, user_id, field, weight, version)
      select term, user_id, field, weight, 1
      from unnest(${rows.map((r) => r.term)}::text[], ${rows.map((r) => r.userId)}::text[], ${rows.map((r) => r.field)}::text[], ${rows.map((r) => r.weight)}::int[])
        as r(term, user_id, field, weight)
      on conflict (term, user_id) do nothing`.execute(db);
  }

  // A vehicle stream of LONG_STREAM events: its listing, then price changes (as an import would record them).
  await extendWithPriceChanges(t, t.vehicleIds[1], LONG_STREAM);
  // A purchase of PURCHASE_EVENTS events: a real start, then staff changes of its held price.
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[1]);
  const longPurchase = await extendWithHeldPriceChanges(t, transactionId, PURCHASE_EVENTS);
  await t.waitForProjections();
  // What autovacuum keeps in a running database after such inserts (it is off on the bench host): statistics, and the
  // visibility map that lets the search read the blind index's primary key alone (an index-only scan).
  await db.connection().execute(async (c) => {
    await sql`set statement_timeout = 0`.execute(c);
    await sql`vacuum analyze audit.search_terms`.execute(c);
    await sql`vacuum analyze audit.event_index`.execute(c);
  });
  return { longPurchase };
}
