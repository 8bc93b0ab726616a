import { auditKeysOf } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { ProjectionDeps } from '../../../platform/module-registration';
import { defineProjection, type Projection } from '../../../platform/projections/projection';
import { KeyedHasher, masterKeyFrom } from '../../../platform/privacy/keys';
import { PrivacyVault } from '../../../platform/privacy/privacy-vault';
import { nameKeysOf } from '../shared/name-keys';

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
    tables: ['event_index', 'people'],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      const vault = masterKey ? new PrivacyVault(db, masterKey) : null;
      const rows = [];
      for (const e of events) {
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
    },
  });
}
