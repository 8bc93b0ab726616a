import type { Kysely } from 'kysely';
import type { AppConfig } from '../../platform/config/config';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { PrivateFileStore } from '../../platform/files/private-file-store';
import { KeyedHasher, masterKeyFrom } from '../../platform/privacy/keys';
import { PrivacyVault } from '../../platform/privacy/privacy-vault';
import { DisputeBundles } from './queries/get-bundle/dispute-bundle';
import { AuditReader } from './queries/get-timeline/audit-reader';
import { checkReadModels } from './queries/check-read-models/read-model-check';
import type { Projection } from '../../platform/projections/projection';
import type { StreamTypes, UpcasterChains } from './streams/stream-types';

/** What the app shell, the tools and tests may use from the audit context. */
export { auditRegistration } from './audit.registration';
export { maskPersonal } from './views/mask-personal';
export { StreamFolder, InMemorySnapshotStorage, SNAPSHOT_EVERY, upcasterFingerprint, type SnapshotStorage } from './streams/stream-folder';
export { PgSnapshotStorage } from './streams/pg-snapshot-storage';
export { LICENCE_NOTES, verifyBundle, type BundleManifest } from './queries/get-bundle/dispute-bundle';
export { EVIDENCE_NOTES } from './queries/get-bundle/dispute-evidence';

/** "Check read models" outside Nest (the `projections verify` tool). */
export async function verifySubjectReadModels(deps: { db: Kysely<any>; store: EventStore; config: AppConfig; streamTypes: StreamTypes; upcasterChains?: UpcasterChains; projections: readonly Projection[] }, subjectId: string) {
  const reader = readerOf(deps);
  return checkReadModels(deps.db, deps.store, deps.projections, await reader.subject(subjectId));
}

function readerOf(deps: { db: Kysely<any>; store: EventStore; config: AppConfig; streamTypes: StreamTypes; upcasterChains?: UpcasterChains }) {
  const masterKey = masterKeyFrom(deps.config);
  return new AuditReader(deps.db, deps.store, new PrivacyVault(deps.db, masterKey), new KeyedHasher(masterKey), deps.streamTypes, deps.upcasterChains);
}

/** Dispute bundles outside Nest (the `events bundle` tool). */
export function createDisputeBundles(deps: { db: Kysely<any>; store: EventStore; config: AppConfig; streamTypes: StreamTypes; upcasterChains?: UpcasterChains }) {
  return new DisputeBundles(readerOf(deps), deps.store, new PrivateFileStore(deps.db, new PrivacyVault(deps.db, masterKeyFrom(deps.config))));
}
