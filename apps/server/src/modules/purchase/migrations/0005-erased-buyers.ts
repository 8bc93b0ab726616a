import type { Kysely } from 'kysely';
import { createErasedSubjectsTables, dropErasedSubjectsTables } from '../../../platform/integration-events/erased-subjects';
import { ERASED_BUYERS } from '../integration-events/erased-buyers.consumer';

/** Buyers whose account was deleted (identity.account-deleted.v1): their transaction rows are scrubbed for good. */
export const up = (db: Kysely<any>) => createErasedSubjectsTables(db, ERASED_BUYERS);
export const down = (db: Kysely<any>) => dropErasedSubjectsTables(db, ERASED_BUYERS);
