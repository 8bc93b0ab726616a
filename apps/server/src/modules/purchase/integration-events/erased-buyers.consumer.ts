import type { Kysely } from 'kysely';
import { erasedSubjectsConsumer, isErasedSubject } from '../../../platform/integration-events/erased-subjects';

export const ERASED_BUYERS = {
  name: 'purchase.erased-buyers',
  schema: 'purchase',
  erasedTable: 'erased_buyers',
  inboxTable: 'erased_buyers_inbox',
  scrub: [
    { table: 'transaction_list', ownerColumn: 'user_id' }, { table: 'transaction_details', ownerColumn: 'user_id' },
    // The address and device of their key acts (ADR 0087): sealed with the shredded key, and deleted too.
    { table: 'access_activity', ownerColumn: 'user_id' },
  ],
} as const;

/** identity.account-deleted.v1 → the buyer's transaction rows are deleted and never written again (rebuilds included). */
export const erasedBuyersConsumer = erasedSubjectsConsumer(ERASED_BUYERS);

export const admitsBuyer = (db: Kysely<any>, row: { userId: string }) => isErasedSubject(db, ERASED_BUYERS, row.userId).then((erased) => !erased);
