import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  AUDIT_STREAM_PREFIX, auditStreamId, caseStreamsOf, DomainError, HOLD_OPENING_EVENTS, LEAD_STREAM_PREFIX, loginIdentityOf, searchKeysOf, SUPPORT_STREAM_PREFIX,
  TRANSACTION_STREAM_PREFIX, UserType,
} from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import { STREAM_TYPES, type StreamTypes, UPCASTER_CHAINS, type UpcasterChains } from '../../streams/stream-types';
import { PgSnapshotStorage } from '../../streams/pg-snapshot-storage';
import { type FoldPoint, StreamFolder, upcasterFingerprint } from '../../streams/stream-folder';
import type { EventStore, RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { KeyedHasher } from '../../../../platform/privacy/keys';
import { belongsTo, PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { maskPersonal } from '../../views/mask-personal';
import { paymentOf, summarise } from '../../views/event-summary';
import { type SearchField, type SearchProbe, SearchTerms } from '../search-subjects/search-terms';
import type { PersonalEvent, PersonalStream } from '../../../../platform/personal-data/personal-data-part';
import { addLinks, emptyLinks, type StreamLinks } from '../search-subjects/stream-links';

const CUSTOMER_TYPES: readonly number[] = [UserType.Regular, UserType.RegularAlt];

/** A subject without its events: what a timeline needs. */
export type SubjectOutline = Omit<Subject, 'events'>;

export interface Subject {
  readonly subjectId: string;
  readonly events: RecordedEvent[];
  /** The person whose key seals the subject's personal fields. */
  readonly ownerId: string | null;
  /** Every stream of the timeline: the subject's, its related streams, its access log. */
  readonly streams: string[];
  readonly related: string[];
  /** Records around a purchase that name it or its buyer (its lead and the dealer's work on it, support messages). */
  readonly records: string[];
  readonly window: { readonly from: Date; readonly to: Date };
}

/** The customers among people whose name was read (their read is recorded by the caller, ADR 0078). */
export const customersNamed = (people: ReadonlyMap<string, Person>): string[] =>
  [...people.values()].filter((p) => p.name && p.userTypeId !== null && CUSTOMER_TYPES.includes(p.userTypeId)).map((p) => p.userId);

export interface Person {
  readonly userId: string;
  readonly name: string | null;
  readonly userTypeId: number | null;
}


/**
 * The audit context's reads: the index it projects (audit.event_index, audit.people) and the event store. It never
 * opens a customer's sealed data; only RevealPersonalData does, after recording why.
 */
@Injectable()
export class AuditReader {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly vault: PrivacyVault,
    private readonly hasher: KeyedHasher,
    @Inject(STREAM_TYPES) private readonly streamTypes: StreamTypes,
    @Optional() @Inject(UPCASTER_CHAINS) private readonly upcasterChains: UpcasterChains = () => ({}),
  ) {}

  private folderOnce: StreamFolder | null = null;
  private termsOnce: SearchTerms | null = null;

  private get terms(): SearchTerms {
    return (this.termsOnce ??= new SearchTerms(this.hasher));
  }

  /** Folds streams from their nearest snapshot (ADR 0033); built on first use, once every registration is known. */
  private get folder(): StreamFolder {
    return (this.folderOnce ??= new StreamFolder(this.store, new PgSnapshotStorage(this.db), upcasterFingerprint(this.upcasterChains())));
  }

  private typeOf(streamId: string) {
    return this.streamTypes().find((t) => streamId.startsWith(t.prefix)) ?? null;
  }

  /**
   * Ranked subjects for a search (ADR 0078): exact ids (a transaction, a vehicle or VIN, a correlation or Stripe id, an
   * email's login hash) first, then people found through the blind index (part of a name, part of an email, a phone in
   * any format), each with the streams they started; each subject with the field it was found by.
   */
  async search(q: string, from?: string, to?: string): Promise<{ subjects: FoundSubject[] }> {
    const text = q.trim();
    const keys = [...searchKeysOf(text), `email:${this.hasher.hash('login', loginIdentityOf(text))}`];
    const card = this.terms.cardProbe(text);
    const [direct, hits, paidBy] = await Promise.all([
      this.matching(keys, from, to), this.peopleMatching(this.terms.probes(text)), card ? this.matching([card], from, to) : Promise.resolve([]),
    ]);
    const found = new Map<string, FoundSubject>();
    const keep = (row: MatchRow, matched: Matched, score: number) => {
      const kept = found.get(row.subject_id);
      if (row.subject_id.startsWith(AUDIT_STREAM_PREFIX) || (kept && kept.score >= score)) return;
      found.set(row.subject_id, {
        subjectId: row.subject_id, kind: kindOf(row.subject_id), events: Number(row.events), firstAt: new Date(row.first_at).toISOString(),
        lastAt: new Date(row.last_at).toISOString(), matched, score,
      });
    };
    const directField: Matched = text.includes('@') ? 'email' : 'id';
    for (const row of direct) keep(row, directField, EXACT_ID_SCORE);
    for (const row of paidBy) keep(row, 'card', CARD_SCORE);
    // A person found leads to what they did: their transactions, applications, trade-ins (ranked just below them).
    const people = new Map<string, { field: Matched; score: number }>(hits.map((h) => [h.user_id.toLowerCase(), { field: h.field, score: Number(h.score) }]));
    for (const row of direct) {
      if (row.subject_id.startsWith('user-')) people.set(row.subject_id.slice('user-'.length).toLowerCase(), { field: directField, score: EXACT_ID_SCORE });
    }
    for (const row of await this.ownedBy([...people.keys()], from, to)) {
      const person = people.get(row.person)!;
      keep(row, person.field, row.subject_id === `user-${row.person}` ? person.score : person.score - 1);
    }
    const ranked = [...found.values()].sort((a, b) => b.score - a.score || b.lastAt.localeCompare(a.lastAt));
    return { subjects: ranked.slice(0, SEARCH_RESULTS) };
  }

  /**
   * People whose blind-index terms match every word of the search, in one field; best first (ADR 0078, ADR 0090). A
   * field of one part (an email, a phone, a one-word name) is read as is: each person's best term. A name of several
   * words is an intersection: the people holding each word's covering term (its prefix: whoever holds the word holds
   * it), joined on the primary key (term, user_id), whose posting lists come sorted by person, so a merge join walks
   * them once and hashes nothing ("Zoé St-Pierre": 5,000 Zoés and 2,000 St-Pierres, 100 people in both); only those are
   * then weighed, by a probe of the primary key per other term of the search (a whole name over a word over a prefix).
   */
  private async peopleMatching(probes: readonly SearchProbe[]) {
    if (probes.length === 0) return [];
    const nameParts = [...new Set(probes.filter((p) => p.field === 'name').map((p) => p.part))].sort((a, b) => a - b);
    const intersected = nameParts.length > 1 ? probes.filter((p) => p.field === 'name') : [];
    const single = probes.filter((p) => !intersected.includes(p));
    const reads = [];
    if (single.length > 0) {
      reads.push(sql`
        select t.user_id, p.field, max(p.weight) as score
        from unnest(${sql.val(single.map((p) => p.term))}::text[], ${sql.val(single.map((p) => p.field))}::text[], ${sql.val(single.map((p) => p.weight))}::int[])
          as p(term, field, weight)
        join audit.search_terms t on t.term = p.term
        group by t.user_id, p.field`);
    }
    if (intersected.length > 0) {
      const covering = nameParts.map((part) => intersected.find((p) => p.part === part && p.covers)!.term);
      const [first, ...others] = covering;
      reads.push(sql`
        select c.user_id, 'name' as field, (
          select sum(w) from (
            select max(p.weight) as w
            from unnest(${sql.val(intersected.map((p) => p.term))}::text[], ${sql.val(intersected.map((p) => p.part))}::int[], ${sql.val(intersected.map((p) => p.weight))}::int[],
              ${sql.val(intersected.map((p) => p.covers))}::bool[]) as p(term, part, weight, covers)
            -- The covering terms are held (they found the person): only the others are probed.
            where p.covers or exists (select 1 from audit.search_terms s where s.term = p.term and s.user_id = c.user_id)
            group by p.part
          ) parts
        ) as score
        from (
          select t0.user_id from audit.search_terms t0
          ${sql.join(others.map((term, i) => sql`join audit.search_terms ${sql.raw(`t${i + 1}`)} on ${sql.raw(`t${i + 1}`)}.term = ${term} and ${sql.raw(`t${i + 1}`)}.user_id = t0.user_id`), sql` `)}
          where t0.term = ${first}
        ) c`);
    }
    const { rows } = await sql<{ user_id: string; field: SearchField; score: number }>`
      select user_id, field, score::int as score from (${sql.join(reads, sql` union all `)}) found
      order by score desc limit ${PEOPLE_RESULTS}`.execute(this.db);
    // One row per person: the field that found them best.
    const best = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (!best.has(r.user_id)) best.set(r.user_id, r);
    return [...best.values()];
  }

  /** The streams that name each person (their account's among them), their latest first. */
  private async ownedBy(people: string[], from?: string, to?: string) {
    if (people.length === 0) return [];
    const { rows } = await sql<MatchRow & { person: string }>`
      select p.id as person, x.* from unnest(${sql.val(people)}::text[]) as p(id), lateral (
        select stream_id as subject_id, count(*) as events, min(recorded_at) as first_at, max(recorded_at) as last_at
        from audit.event_index
        where keys && array[p.id]
          ${from ? sql`and recorded_at >= ${from}::timestamptz` : sql``}
          ${to ? sql`and recorded_at <= ${to}::timestamptz` : sql``}
        group by stream_id order by max(recorded_at) desc limit ${OWNED_RESULTS}
      ) x`.execute(this.db);
    return rows;
  }

  private async matching(keys: string[], from?: string, to?: string) {
    const { rows } = await sql<MatchRow>`
      select stream_id as subject_id, count(*) as events, min(recorded_at) as first_at, max(recorded_at) as last_at
      from audit.event_index
      where keys && ${sql.val(keys)}::text[]
        ${from ? sql`and recorded_at >= ${from}::timestamptz` : sql``}
        ${to ? sql`and recorded_at <= ${to}::timestamptz` : sql``}
      group by stream_id order by max(recorded_at) desc limit 100`.execute(this.db);
    return rows;
  }

  /** 404 when the subject's stream has no event (reads its first event only). */
  async assertExists(subjectId: string): Promise<void> {
    if ((await this.store.readStream(subjectId, { toVersion: 1 })).length === 0) throw subjectNotFound();
  }

  /** The subject's stream and everything related to it; 404 when the stream has no event. */
  async subject(subjectId: string): Promise<Subject> {
    const events = await this.store.readStream(subjectId);
    if (events.length === 0) throw subjectNotFound();
    const links = events.reduce((l, e) => addLinks(l, subjectId, e.data), emptyLinks(subjectId));
    return { ...(await this.outlineOf(subjectId, links, events[0].recordedAt, events[events.length - 1].recordedAt)), events };
  }

  /**
   * The same without the subject's events, from what the audit index keeps of its stream (its links, its first and last
   * event): what a timeline needs, without reading and walking a long stream. Read from the store when the index has
   * not seen the stream yet.
   */
  async outline(subjectId: string): Promise<SubjectOutline> {
    const [links, span] = await Promise.all([
      this.db.selectFrom('audit.stream_links').selectAll().where('stream_id', '=', subjectId).executeTakeFirst(),
      this.db.selectFrom('audit.event_index').select((eb) => [eb.fn.min('recorded_at').as('first'), eb.fn.max('recorded_at').as('last')])
        .where('stream_id', '=', subjectId).executeTakeFirst(),
    ]);
    if (!links || !span?.first || !span.last) return this.subject(subjectId);
    const kept: StreamLinks = { related: new Set(links.related as string[]), identifying: new Set(links.identifying as string[]), ownerId: links.owner_id };
    return this.outlineOf(subjectId, kept, new Date(span.first as Date), new Date(span.last as Date));
  }

  private async outlineOf(subjectId: string, links: StreamLinks, firstAt: Date, lastAt: Date): Promise<SubjectOutline> {
    const related = [...links.related];
    const identifying = [...links.identifying];
    // Related streams count from the first to the last of their events that name the subject (a vehicle's lock by
    // this buyer, its sale), and everything between (a staff price change during the hold).
    const { rows } = related.length === 0 || identifying.length === 0 ? { rows: [] } : await sql<{ from: Date | null; to: Date | null; last_type: string | null }>`
      select min(recorded_at) as from, max(recorded_at) as to,
             (array_agg(type order by tx desc, pos desc))[1] as last_type
      from audit.event_index
      where stream_id = any(${sql.val(related)}::text[]) and keys && ${sql.val(identifying)}::text[]`.execute(this.db);
    const times = [firstAt, lastAt, rows[0]?.from, rows[0]?.to].filter((d): d is Date => !!d).map((d) => new Date(d));
    // A hold still open on the vehicle keeps the window open: what staff change during it belongs to the subject.
    const open = !!rows[0]?.last_type && HOLD_OPENING_EVENTS.includes(rows[0].last_type);
    const window = {
      from: new Date(Math.min(...times.map((d) => d.getTime()))),
      to: open ? new Date('9999-12-31T00:00:00Z') : new Date(Math.max(...times.map((d) => d.getTime()))),
    };
    // A related stream that names the purchase too (its vehicle's lock) stays related: seen within the window only.
    // The purchase's own case streams (its dispute) name it too: they are read once, as case streams.
    const cases = caseStreamsOf(subjectId);
    const records = subjectId.startsWith(TRANSACTION_STREAM_PREFIX)
      ? (await this.recordsOf(subjectId, links.ownerId, window)).filter((id) => !links.related.has(id) && !cases.includes(id)) : [];
    return { subjectId, ownerId: links.ownerId, related, records, streams: [subjectId, ...related, ...records, ...cases], window };
  }

  /**
   * The records around a purchase that its own events do not name (ADR 0078): the streams that name it (its buy-online
   * lead), the dealer's work on that lead (its deliveries), and the support messages its buyer sent during it.
   */
  private async recordsOf(subjectId: string, ownerId: string | null, window: { from: Date; to: Date }): Promise<string[]> {
    const own = subjectId.slice(TRANSACTION_STREAM_PREFIX.length).toLowerCase();
    const { rows } = await sql<{ stream_id: string }>`
      with named as (
        select distinct stream_id from audit.event_index
        where keys && array[${own}]::text[] and stream_id <> ${subjectId} and stream_id not like ${`${AUDIT_STREAM_PREFIX}%`}
      ),
      worked as (
        select distinct i.stream_id from named n, audit.event_index i
        where n.stream_id like ${`${LEAD_STREAM_PREFIX}%`} and i.keys && array[lower(substr(n.stream_id, ${LEAD_STREAM_PREFIX.length + 1}))]::text[]
          and i.stream_id <> n.stream_id and i.stream_id not like ${`${AUDIT_STREAM_PREFIX}%`}
      ),
      messages as (
        select distinct stream_id from audit.event_index
        where ${ownerId !== null} and keys && array[${(ownerId ?? '').toLowerCase()}]::text[] and stream_id like ${`${SUPPORT_STREAM_PREFIX}%`}
          and recorded_at between ${window.from} and ${window.to}
      )
      select stream_id from named union select stream_id from worked union select stream_id from messages
      order by 1 limit ${RECORDS_SHOWN}`.execute(this.db);
    return rows.map((r) => r.stream_id);
  }

  async isShredded(subject: SubjectOutline): Promise<boolean> {
    return subject.ownerId ? this.vault.isShredded(subject.ownerId) : false;
  }

  async timeline(subject: SubjectOutline, f: { stream?: string; type?: string; actor?: string; after?: string; limit: number }) {
    const [tx, pos] = f.after ? f.after.split('/') : [null, null];
    const always = [subject.subjectId, ...caseStreamsOf(subject.subjectId), ...subject.records];
    const related = subject.related.filter((id) => !always.includes(id));
    const filters = sql`
      ${f.stream ? sql`and i.stream_id = ${f.stream}` : sql``}
      ${f.type ? sql`and i.type = ${f.type}` : sql``}
      ${f.actor ? sql`and (i.actor = ${f.actor} or i.impersonator = ${f.actor})` : sql``}
      ${tx !== null ? sql`and (i.tx, i.pos) > (${tx}::bigint, ${pos}::bigint)` : sql``}`;
    // One read per stream (at most a page each), then merged: the page costs what it shows, not the length of the
    // subject's streams. The subject's own streams by keyset on (stream_id, tx, pos); a related stream only inside the
    // window, by (stream_id, recorded_at): a vehicle's 10,000 price changes before the purchase are not walked through
    // to find its lock (audit-0008, ADR 0090).
    const { rows } = await sql<IndexRow>`
      select e.* from (
        select e.* from unnest(${sql.val(always)}::text[]) as s(id),
        lateral (select * from audit.event_index i where i.stream_id = s.id ${filters} order by i.tx, i.pos limit ${f.limit + 1}) e
        union all
        select e.* from unnest(${sql.val(related)}::text[]) as s(id),
        lateral (
          select * from audit.event_index i where i.stream_id = s.id and i.recorded_at between ${subject.window.from} and ${subject.window.to} ${filters}
          order by i.tx, i.pos limit ${f.limit + 1}
        ) e
      ) e
      order by e.tx, e.pos limit ${f.limit + 1}`.execute(this.db);
    const page = rows.slice(0, f.limit);
    const [people, events, after] = await Promise.all([
      this.people([...page.flatMap((r) => [r.actor, r.impersonator]), subject.ownerId].filter((x): x is string => !!x), { customers: true }),
      this.eventsOf(page),
      tx !== null ? this.recordedAtOf([...always, ...related], tx, pos!) : Promise.resolve(null),
    ]);
    const actors = this.actorsWith(people);
    const groups = new Map<string, number>();
    const nameOf = (id: string | null) => (id ? people.get(id)?.name ?? null : null);
    return {
      customer: subject.ownerId ? people.get(subject.ownerId) ?? null : null,
      rows: page.map((r) => {
        if (!groups.has(r.correlation_id)) groups.set(r.correlation_id, groups.size + 1);
        const data = events.get(`${r.stream_id}:${r.stream_version}`)?.data;
        return {
          ...actors(r), position: `${r.tx}/${r.pos}`, schemaVersion: r.schema_version, brand: r.brand, correlationId: r.correlation_id,
          group: groups.get(r.correlation_id)!, summary: summarise(r.type, data, nameOf(r.actor), nameOf(subject.ownerId)), paymentId: paymentOf(data),
          source: 'event' as const,
        };
      }),
      /** The customers whose name the page shows: the caller records the read (ADR 0078). */
      customersShown: customersNamed(people),
      next: rows.length > f.limit ? `${page[page.length - 1].tx}/${page[page.length - 1].pos}` : null,
      /** The span of time the page covers: the records kept beside the events (ADR 0087) are merged into it. */
      bounds: { after, through: rows.length > f.limit ? new Date(page[page.length - 1].recorded_at) : null },
    };
  }

  /** When the event at a paging cursor was recorded (one of the timeline's streams: their (stream, tx, pos) index). */
  private async recordedAtOf(streams: readonly string[], tx: string, pos: string): Promise<Date | null> {
    const { rows } = await sql<{ recorded_at: Date }>`
      select recorded_at from audit.event_index where stream_id = any(${sql.val([...streams])}::text[]) and tx = ${tx}::bigint and pos = ${pos}::bigint limit 1`.execute(this.db);
    return rows[0] ? new Date(rows[0].recorded_at) : null;
  }

  /**
   * The events whose data names an id (a Stripe payment intent: ADR 0019 keys), oldest first, access logs apart, each
   * summarised as on a timeline, with the customers named (the caller records those reads, ADR 0078).
   */
  async factsNaming(id: string, limit = 200) {
    const { rows } = await sql<IndexRow>`
      select * from audit.event_index where keys && array[${id.toLowerCase()}]::text[] and stream_id not like ${`${AUDIT_STREAM_PREFIX}%`}
      order by tx, pos limit ${limit}`.execute(this.db);
    const streams = [...new Set(rows.map((r) => r.stream_id))];
    const owners = streams.length === 0 ? [] : await this.db.selectFrom('audit.stream_links').select(['stream_id', 'owner_id']).where('stream_id', 'in', streams).execute();
    const ownerOf = new Map(owners.map((o) => [o.stream_id as string, o.owner_id as string | null]));
    const [events, people] = await Promise.all([
      this.eventsOf(rows), this.people([...rows.flatMap((r) => (r.actor ? [r.actor] : [])), ...owners.flatMap((o) => (o.owner_id ? [o.owner_id as string] : []))], { customers: true }),
    ]);
    const nameOf = (userId: string | null | undefined) => (userId ? people.get(userId)?.name ?? null : null);
    return {
      facts: rows.map((r) => {
        const data = events.get(`${r.stream_id}:${r.stream_version}`)?.data;
        // A payment recorded from Stripe's webhook has no actor: the one who paid is the stream's owner (the buyer).
        const payer = nameOf(ownerOf.get(r.stream_id));
        return {
          streamId: r.stream_id, streamVersion: r.stream_version, type: r.type, recordedAt: new Date(r.recorded_at).toISOString(),
          summary: summarise(r.type, data, nameOf(r.actor), payer),
        };
      }),
      customersShown: customersNamed(people),
    };
  }

  /** The events of index rows (upcasted, sealed values sealed): one read per stream, of the versions the rows span. */
  private async eventsOf(rows: readonly IndexRow[]): Promise<Map<string, RecordedEvent>> {
    const spans = new Map<string, { from: number; to: number }>();
    for (const r of rows) {
      const span = spans.get(r.stream_id);
      spans.set(r.stream_id, span ? { from: Math.min(span.from, r.stream_version), to: Math.max(span.to, r.stream_version) } : { from: r.stream_version, to: r.stream_version });
    }
    const read = await Promise.all([...spans].map(([streamId, span]) => this.store.readStream(streamId, { fromVersion: span.from, toVersion: span.to })));
    return new Map(read.flat().map((e) => [`${e.streamId}:${e.streamVersion}`, e]));
  }

  /** Index rows with their actors resolved (staff by name), as the customer view shows them. */
  private async actorsOf(rows: readonly IndexRow[]) {
    return this.actorsWith(await this.people(rows.flatMap((r) => [r.actor, r.impersonator]).filter((x): x is string => !!x)));
  }

  private actorsWith(people: ReadonlyMap<string, Person>) {
    return (r: IndexRow) => ({
      streamId: r.stream_id, streamVersion: r.stream_version, type: r.type, recordedAt: new Date(r.recorded_at).toISOString(),
      actor: r.actor ? people.get(r.actor) ?? null : null, impersonator: r.impersonator ? people.get(r.impersonator) ?? null : null,
    });
  }

  /**
   * The events that change what the customer sees of the subject: its own stream and its related streams inside its
   * window (the vehicle's price changes, the hold), sessions apart; oldest first. `at` keeps those up to an instant.
   */
  async customerFacing(subject: SubjectOutline, at?: Date) {
    const related = subject.related.filter((id) => !id.startsWith('user-') && !id.startsWith('login-'));
    const { rows } = await sql<IndexRow>`
      select * from audit.event_index
      where (stream_id = ${subject.subjectId}
             or (stream_id = any(${sql.val(related)}::text[]) and recorded_at between ${subject.window.from} and ${subject.window.to}))
        ${at ? sql`and recorded_at <= ${at}` : sql``}
      order by tx, pos`.execute(this.db);
    return rows;
  }

  /** The last `limit` of those rows, newest first, with their actors. */
  async changesOf(rows: readonly IndexRow[], limit: number) {
    const last = rows.slice(-limit).reverse();
    const actors = await this.actorsOf(last);
    return last.map(actors);
  }

  /**
   * Actors by id: staff with their name, customers by type only (their name is the subject's personal data), or with
   * their name too when `customers` is asked: the caller then records that read on their access logs.
   */
  async people(ids: string[], o: { customers?: boolean } = {}): Promise<Map<string, Person>> {
    const unique = [...new Set(ids)];
    const out = new Map<string, Person>(unique.map((id) => [id, { userId: id, name: null, userTypeId: null }]));
    if (unique.length === 0) return out;
    const rows = await this.db.selectFrom('audit.people').select(['user_id', 'user_type_id', 'pii']).where('user_id', 'in', unique).execute();
    // Each person's key is read (then cached) on its own: all at once, not one after the other.
    await Promise.all(rows.map(async (r) => {
      let name: string | null = null;
      if (r.user_type_id !== null && (o.customers || !CUSTOMER_TYPES.includes(r.user_type_id)) && r.pii) {
        const pii = await this.vault.decrypt<{ FirstName?: string; LastName?: string }>(r.user_id, r.pii).catch(() => null);
        name = pii ? `${pii.FirstName ?? ''} ${pii.LastName ?? ''}`.trim() || null : null;
      }
      out.set(r.user_id, { userId: r.user_id, name, userTypeId: r.user_type_id });
    }));
    return out;
  }

  /** One event's before/after states, folded by the stream's own evolve from the upcasted events. */
  async diff(streamId: string, version: number) {
    const [event] = await this.store.readStream(streamId, { fromVersion: version, toVersion: version });
    if (!event || event.streamVersion !== version) throw versionNotFound('params.version');
    const type = this.typeOf(streamId);
    if (!type) return { event, before: null, after: null };
    const before = version > 1 ? ((await this.folder.fold(streamId, type, { version: version - 1 }))?.state ?? type.initialState) : type.initialState;
    return { event, before, after: type.evolve(before, { type: event.type, data: event.data }) };
  }

  /** Each stream of the subject folded up to an instant (or to a version of the subject's own stream). */
  async stateAt(subject: SubjectOutline, o: { version?: number; at?: string }) {
    const at = o.at ? new Date(o.at) : null;
    const ownPoint: FoldPoint = o.version !== undefined ? { version: o.version } : at ? { at } : {};
    const own = await this.folder.fold(subject.subjectId, this.typeOf(subject.subjectId), ownPoint);
    // A version past the stream's end is not "the latest state": it never existed (ADR 0078).
    if (o.version !== undefined && (own?.version ?? 0) < o.version) throw versionNotFound('query.version');
    const instant = at ?? (o.version !== undefined ? (own?.lastRecordedAt ?? new Date(0)) : null);
    const related = await Promise.all(subject.related.map(async (streamId) => ({
      streamId, folded: await this.folder.fold(streamId, this.typeOf(streamId), instant ? { at: instant } : {}),
    })));
    const streams = [{ streamId: subject.subjectId, folded: own }, ...related].flatMap(({ streamId, folded }) => (folded
      ? [{ streamId, version: folded.version, schemaVersions: folded.schemaVersions, state: maskPersonal(folded.state) }] : []));
    return { at: instant ? instant.toISOString() : null, streams };
  }

  /** The subject's events with sealed values opened with its owner's key ('[shredded]' once the key is gone). */
  async unsealed(subject: Subject) {
    return Promise.all(subject.events.map(async (e) => ({ streamVersion: e.streamVersion, type: e.type, data: await this.opened(subject.ownerId, e.data) })));
  }

  /**
   * Everything the event store holds about a person (the Law 25 export, ADR 0059), opened with their key: their
   * account's stream; every event of the streams they started (their transactions, applications, trade-ins, garage
   * vehicles, messages: a deposit or a decision names the stream, not them, and is theirs all the same); and, in the
   * streams that only name them (a vehicle they once held, which also holds other buyers' locks), the events that do.
   * Apart: the access logs of their account and of the streams they started (staff views and reveals).
   */
  async personalData(userId: string): Promise<{ streams: PersonalStream[]; accessStreams: PersonalStream[] }> {
    const own = `user-${userId}`;
    const named = (await this.matching([userId.toLowerCase()])).map((s) => s.subject_id).filter((id) => !id.startsWith(auditStreamId('')));
    const names = (data: unknown) => JSON.stringify(data).includes(userId);
    const streams: PersonalStream[] = [];
    const audited = [auditStreamId(own)];
    for (const streamId of [...new Set([own, ...named])].sort()) {
      const stream = await this.store.readStream(streamId);
      if (stream.length === 0) continue;
      const theirs = streamId === own || names(stream[0].data);
      if (theirs && streamId !== own) audited.push(auditStreamId(streamId));
      const kept = theirs ? stream : stream.filter((e) => names(e.data));
      if (kept.length > 0) streams.push({ streamId, events: await Promise.all(kept.map((e) => this.personalEvent(userId, streamId, e))) });
    }
    const accessStreams: PersonalStream[] = [];
    for (const streamId of audited) {
      const stream = await this.store.readStream(streamId);
      if (stream.length > 0) accessStreams.push({ streamId, events: await Promise.all(stream.map((e) => this.personalEvent(userId, streamId, e))) });
    }
    return { streams, accessStreams };
  }

  private async personalEvent(userId: string, streamId: string, e: RecordedEvent): Promise<PersonalEvent> {
    return { streamId, streamVersion: e.streamVersion, type: e.type, recordedAt: e.recordedAt.toISOString(), data: await this.opened(userId, e.data) };
  }

  private async opened(owner: string | null, data: unknown): Promise<unknown> {
    const open = async (value: unknown): Promise<unknown> => {
      if (value === null || typeof value !== 'object') {
        if (typeof value === 'string' && /^pv1\.[\w-]+\.[\w-]+$/.test(value) && owner) return this.openSealed(owner, value);
        return value;
      }
      if (Array.isArray(value)) return Promise.all(value.map(open));
      const { $sealed: sealed, $subject: subject } = value as { $sealed?: unknown; $subject?: unknown };
      // A dependent's value (a co-applicant's, ADR 0063) opens with its own key, and only for the owner it depends on.
      if (typeof sealed === 'string') {
        if (!owner) return '[sealed]';
        if (typeof subject !== 'string') return this.openSealed(owner, sealed);
        return belongsTo(subject, owner) ? this.openSealed(subject, sealed) : '[sealed]';
      }
      return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await open(v)])));
    };
    return open(data);
  }

  private async openSealed(owner: string, sealed: string) {
    const value = await this.vault.decrypt(owner, sealed).catch(() => null);
    return value === null ? '[shredded]' : value;
  }
}

/** What found a subject: an exact id, a person's email, name or phone, or the card that paid (with the day). */
export type Matched = SearchField | 'id' | 'card';

interface MatchRow {
  subject_id: string; events: string; first_at: Date; last_at: Date;
}

export interface FoundSubject {
  readonly subjectId: string; readonly kind: string; readonly events: number; readonly firstAt: string; readonly lastAt: string;
  /**
   * What found it: `id` (an exact id), `email`, `name` or `phone` (the person's, for the streams they started), `card`
   * (a purchase whose deposit that card paid that day).
   */
  readonly matched: Matched;
  readonly score: number;
}

/** An exact id outranks any part of a name or an email. */
const EXACT_ID_SCORE = 1000;
/** A card's last 4 with the day: as telling as a whole email (a person's best field), below an exact id. */
const CARD_SCORE = 100;
const SEARCH_RESULTS = 100;
const PEOPLE_RESULTS = 20;
const OWNED_RESULTS = 20;

export interface IndexRow {
  stream_id: string; stream_version: number; tx: string; pos: string; type: string; schema_version: number; recorded_at: Date;
  actor: string | null; impersonator: string | null; brand: string | null; correlation_id: string;
}

/** A version of a stream that does not exist (past its end): 404 on the field that named it. */
export const versionNotFound = (field: string) => new DomainError('audit.event_not_found', 'not_found', 'No such version of the stream', field);

const subjectNotFound = () => new DomainError('audit.subject_not_found', 'not_found', 'No such subject', 'params.subjectId');


/** Related records shown on a purchase's timeline, at most. */
const RECORDS_SHOWN = 50;

const KINDS = ['admin-changes', 'credit-application', 'trade-in-rule', 'trade-in', 'buy-online-lead', 'purchase', 'vehicle', 'user', 'login', 'audit'];
export const kindOf = (streamId: string) => KINDS.find((k) => streamId.startsWith(`${k}-`)) ?? streamId.split('-')[0];
