import type { Kysely } from 'kysely';
import { createErasedSubjectsTables, dropErasedSubjectsTables } from '../../../platform/integration-events/erased-subjects';
import { ERASED_SENDERS } from '../integration-events/erased-senders.consumer';

/** Senders whose account was deleted (identity.account-deleted.v1): their rows in support.messages are scrubbed for good. */
export const up = (db: Kysely<any>) => createErasedSubjectsTables(db, ERASED_SENDERS);
export const down = (db: Kysely<any>) => dropErasedSubjectsTables(db, ERASED_SENDERS);
