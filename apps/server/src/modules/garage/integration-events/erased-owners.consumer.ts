import type { Kysely } from 'kysely';
import { erasedSubjectsConsumer, isErasedSubject } from '../../../platform/integration-events/erased-subjects';

export const ERASED_OWNERS = {
  name: 'garage.erased-owners',
  schema: 'garage',
  erasedTable: 'erased_owners',
  inboxTable: 'erased_owners_inbox',
  scrub: [{ table: 'vehicles', ownerColumn: 'owner_id' }],
} as const;

/** identity.account-deleted.v1 → the owner's garage rows are deleted and never written again (rebuilds included). */
export const erasedOwnersConsumer = erasedSubjectsConsumer(ERASED_OWNERS);

export const admitsOwner = (db: Kysely<any>, row: { ownerId: string }) => isErasedSubject(db, ERASED_OWNERS, row.ownerId).then((erased) => !erased);
