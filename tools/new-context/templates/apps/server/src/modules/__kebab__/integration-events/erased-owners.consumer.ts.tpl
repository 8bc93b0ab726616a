import type { Kysely } from 'kysely';
import { erasedSubjectsConsumer, isErasedSubject } from '../../../platform/integration-events/erased-subjects';

export const ERASED_OWNERS = {
  name: '__kebab__.erased-owners',
  schema: '__snake__',
  erasedTable: 'erased_owners',
  inboxTable: 'erased_owners_inbox',
  scrub: [{ table: '__snake___list', ownerColumn: 'owner_id' }],
} as const;

/** identity.account-deleted.v1 → the owner's rows are deleted and never written again (rebuilds included; Law 25). */
export const erasedOwnersConsumer = erasedSubjectsConsumer(ERASED_OWNERS);

export const admitsOwner = (db: Kysely<any>, ownerId: string) => isErasedSubject(db, ERASED_OWNERS, ownerId).then((erased) => !erased);
