import { auditKeysOf } from '@marketplace/domain';
import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { KeyedHasher, masterKeyFrom } from '../../../../platform/privacy/keys';
import { PrivacyVault } from '../../../../platform/privacy/privacy-vault';
import { nameKeysOf } from './name-keys';
import { addLinks, emptyLinks, type StreamLinks } from './stream-links';

export const AUDIT_INDEX_PROJECTION = 'audit.index';

const PII_EVENTS = new Set(['UserRegistered', 'ProfileUpdated', 'EmailChanged', 'PhoneVerified']);

interface PersonalNames {
  readonly FirstName?: string;
  readonly LastName?: string;
}

/**
 * Indexes every event of every stream (metadata and the ids it names) and keeps who the people are. A person's name
 * is opened only to compute its keyed hash (`name:<hmac>`); once the person is shredded, a rebuild cannot find them.
 */
export function auditIndexProjection(deps: ProjectionDeps): Projection {
  const masterKey = deps.config ? masterKeyFrom(deps.config) : null;
  const hasher = masterKey ? new KeyedHasher(masterKey) : null;
  return defineProjection({
    name: AUDIT_INDEX_PROJECTION,
    schema: 'audit',
    tables: ['event_index', 'people', 'stream_links'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      const vault = masterKey ? new PrivacyVault(db, masterKey) : null;
      const rows = [];
      const links = new Map<string, StreamLinks>();
      for (const e of events) {
        if (!links.has(e.streamId)) links.set(e.streamId, emptyLinks(e.streamId));
        addLinks(links.get(e.streamId)!, e.streamId, e.data);
        const keys = auditKeysOf(e.streamId, e.data, e.metadata);
        const data = e.data as { userId?: string; pii?: string; userTypeId?: number };
        if (PII_EVENTS.has(e.type) && data.userId && data.pii) {
          if (vault && hasher) {
            const names = await vault.decrypt<PersonalNames>(data.userId, data.pii).catch(() => null);
            if (names) keys.push(...nameKeysOf(hasher, names.FirstName ?? '', names.LastName ?? ''));
          }
          await db.insertInto('people').values({ user_id: data.userId, user_type_id: data.userTypeId ?? null, pii: data.pii, version: e.streamVersion })
            .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
              pii: eb.ref('excluded.pii'),
              version: eb.ref('excluded.version'),
              user_type_id: data.userTypeId === undefined ? eb.ref('people.user_type_id') : eb.ref('excluded.user_type_id'),
            })).where('people.version', '<', e.streamVersion))
            .execute();
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
