import type { Kysely } from 'kysely';
import type { AppConfig } from '../../platform/config/config';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { PrivateFileStore } from '../../platform/files/private-file-store';
import { KeyedHasher, masterKeyFrom } from '../../platform/privacy/keys';
import { PrivacyVault } from '../../platform/privacy/privacy-vault';
import { DisputeBundles } from './bundle/dispute-bundle';
import { AuditReader } from './shared/audit-reader';
import type { StreamTypes } from './shared/stream-types';

/** What the app shell, the tools and tests may use from the audit context. */
export { auditRegistration } from './audit.registration';
export { maskPersonal } from './mask-personal';
export { verifyBundle, type BundleManifest } from './bundle/dispute-bundle';

/** Dispute bundles outside Nest (the `events bundle` tool). */
export function createDisputeBundles(deps: { db: Kysely<any>; store: EventStore; config: AppConfig; streamTypes: StreamTypes }) {
  const masterKey = masterKeyFrom(deps.config);
  const vault = new PrivacyVault(deps.db, masterKey);
  const reader = new AuditReader(deps.db, deps.store, vault, new KeyedHasher(masterKey), deps.streamTypes);
  return new DisputeBundles(reader, deps.store, new PrivateFileStore(deps.db, vault));
}
