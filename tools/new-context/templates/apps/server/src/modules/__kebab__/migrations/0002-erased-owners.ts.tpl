import type { Kysely } from 'kysely';
import { createErasedSubjectsTables, dropErasedSubjectsTables } from '../../../platform/integration-events/erased-subjects';
import { ERASED_OWNERS } from '../integration-events/erased-owners.consumer';

/** Owners whose account was deleted (identity.account-deleted.v1): their rows are scrubbed for good. */
export const up = (db: Kysely<any>) => createErasedSubjectsTables(db, ERASED_OWNERS);
export const down = (db: Kysely<any>) => dropErasedSubjectsTables(db, ERASED_OWNERS);
