import { auditKeysOf } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { KeyedHasher, masterKeyFrom } from '../../../../platform/privacy/keys';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { type SearchTerm, SearchTerms } from './search-terms';
import { addLinks, emptyLinks, type StreamLinks } from './stream-links';

export const AUDIT_INDEX_PROJECTION = 'audit.index';

const PII_EVENTS = new Set(['UserRegistered', 'ProfileUpdated', 'EmailChanged', 'PhoneVerified']);

interface PersonalProfile {
  readonly FirstName?: string;
  readonly LastName?: string;
  readonly Email?: string;
  readonly Phone?: string;
  readonly Cell?: string;
}

/**
 * Indexes every event of every stream (metadata and the ids it names) and keeps who the people are. A person's profile
 * is opened only to compute the keyed hashes of its name, email and phone (audit.search_terms, ADR 0078), replaced by
 * each newer profile and deleted with the person; once the person is shredded, a rebuild cannot find them.
 */
export function auditIndexProjection(deps: ProjectionDeps): Projection {
  const masterKey = deps.config ? masterKeyFrom(deps.config) : null;
  const terms = masterKey ? new SearchTerms(new KeyedHasher(masterKey)) : null;
  return defineProjection({
    name: AUDIT_INDEX_PROJECTION,
    schema: 'audit',
    tables: ['event_index', 'people', 'stream_links', 'search_terms'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      const vault = masterKey ? new PrivacyVault(db, masterKey) : null;
      const rows = [];
      const links = new Map<string, StreamLinks>();
      for (const e of events) {
        if (!links.has(e.streamId)) links.set(e.streamId, emptyLinks(e.streamId));
        addLinks(links.get(e.streamId)!, e.streamId, e.data);
        const keys = auditKeysOf(e.streamId, e.data, e.metadata);
        // A deposit is found by its card's last 4 and the day it paid (a keyed hash; ADR 0078).
        const card = e.type === 'DepositPaid' && terms ? terms.cardKeyOf(e.data as { cardLast4?: unknown; paidAt?: unknown }) : null;
        if (card) keys.push(card);
        const data = e.data as { userId?: string; pii?: string; userTypeId?: number };
        if (PII_EVENTS.has(e.type) && data.userId && data.pii) {
          if (vault && terms) await keepSearchTerms(db, data.userId, e.streamVersion, vault.decrypt<PersonalProfile>(data.userId, data.pii).then((p) => (p ? terms.of(p) : []), () => []));
          await db.insertInto('people').values({ user_id: data.userId, user_type_id: data.userTypeId ?? null, pii: data.pii, version: e.streamVersion })
            .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
              pii: eb.ref('excluded.pii'),
              version: eb.ref('excluded.version'),
              user_type_id: data.userTypeId === undefined ? eb.ref('people.user_type_id') : eb.ref('excluded.user_type_id'),
            })).where('people.version', '<', e.streamVersion))
            .execute();
        } else if (e.type === 'UserDeleted' && data.userId) {
          // Erased: their key is shredded (identity's session guard), and nothing here finds them any more.
          await db.deleteFrom('search_terms').where('user_id', '=', data.userId).execute();
        } else if (e.type === 'UserTypeChanged' && data.userId) {
          await db.updateTable('people').set({ user_type_id: data.userTypeId, version: e.streamVersion })
            .where('user_id', '=', data.userId).where('version', '<', e.streamVersion).execute();
        }
        rows.push({
          stream_id: e.streamId, stream_version: e.streamVersion, tx: e.globalPosition.transactionId, pos: e.globalPosition.position,
          type: e.type, schema_version: e.schemaVersion, recorded_at: e.recordedAt, actor: e.metadata.actor, impersonator: e.metadata.impersonator,
          brand: e.metadata.brand, correlation_id: e.metadata.correlationId, keys,
        });
      }
      for (let i = 0; i < rows.length; i += 500) {
        await db.insertInto('event_index').values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.columns(['stream_id', 'stream_version']).doNothing()).execute();
      }
      await keepLinks(db, links);
    },
  });
}

/**
 * A person's search terms from one of their profile events, replacing those of an older one (a profile event delivered
 * again or late changes nothing); none once they are erased (their key is gone: the profile no longer opens).
 */
async function keepSearchTerms(db: Kysely<any>, userId: string, version: number, opened: Promise<readonly SearchTerm[]>) {
  const kept = await db.selectFrom('search_terms').select((eb) => eb.fn.max('version').as('version')).where('user_id', '=', userId).executeTakeFirst();
  if (kept?.version !== null && kept?.version !== undefined && Number(kept.version) >= version) return;
  const rows = (await opened).map((t) => ({ term: t.term, user_id: userId, field: t.field, weight: t.weight, version }));
  await db.deleteFrom('search_terms').where('user_id', '=', userId).execute();
  if (rows.length > 0) await db.insertInto('search_terms').values(rows).onConflict((oc) => oc.columns(['term', 'user_id']).doNothing()).execute();
}

/** A set of ids as kept: distinct, in byte order (the same however the events were batched). */
const asSet = (values: Iterable<string>) => sql<string[]>`array(select distinct x collate "C" from unnest(${sql.val([...values])}::text[]) as u(x) order by 1)`;
const union = (column: 'related' | 'identifying') =>
  sql<string[]>`array(select distinct x collate "C" from unnest(${sql.ref(`stream_links.${column}`)} || ${sql.ref(`excluded.${column}`)}) as u(x) order by 1)`;

/**
 * Each stream's links, merged into what is kept (a set union: a replay gives the same row); the owner is the first
 * one seen. Idempotent, as events may be delivered twice.
 */
async function keepLinks(db: Kysely<any>, links: ReadonlyMap<string, StreamLinks>) {
  const rows = [...links].map(([streamId, l]) => ({ stream_id: streamId, related: asSet(l.related), identifying: asSet(l.identifying), owner_id: l.ownerId }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('stream_links').values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('stream_id').doUpdateSet({
        related: union('related'),
        identifying: union('identifying'),
        owner_id: sql<string | null>`coalesce(stream_links.owner_id, excluded.owner_id)`,
      })).execute();
  }
}
