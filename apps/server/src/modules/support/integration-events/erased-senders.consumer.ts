import type { Kysely } from 'kysely';
import { erasedSubjectsConsumer, isErasedSubject } from '../../../platform/integration-events/erased-subjects';

export const ERASED_SENDERS = {
  name: 'support.erased-senders',
  schema: 'support',
  erasedTable: 'erased_senders',
  inboxTable: 'erased_senders_inbox',
  scrub: [{ table: 'messages', ownerColumn: 'sender_id' }],
} as const;

/** identity.account-deleted.v1 → the sender's messages leave the staff list and are never written again (rebuilds included). */
export const erasedSendersConsumer = erasedSubjectsConsumer(ERASED_SENDERS);

/** For the messages projection: whether this sender's account was deleted (their rows must not be written). */
export const isErasedSender = (db: Kysely<any>, senderId: string) => isErasedSubject(db, ERASED_SENDERS, senderId);
