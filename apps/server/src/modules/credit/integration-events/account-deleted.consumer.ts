import type { Kysely } from 'kysely';
import { erasedSubjectsConsumer, isErasedSubject } from '../../../platform/integration-events/erased-subjects';

export const ERASED_APPLICANTS_CONSUMER = 'credit.erased-applicants';

const ERASED_APPLICANTS = {
  name: ERASED_APPLICANTS_CONSUMER,
  schema: 'credit',
  erasedTable: 'erased_applicants',
  inboxTable: 'erased_applicants_inbox',
  scrub: [{ table: 'application_details', ownerColumn: 'owner_id' }, { table: 'application_summaries', ownerColumn: 'owner_id' }],
} as const;

/** identity.account-deleted.v1 → the applicant's credit rows are deleted and never written again. */
export const erasedApplicantsConsumer = erasedSubjectsConsumer(ERASED_APPLICANTS);

/** For the application projections: whether this owner's account was deleted (their rows must not be written). */
export const isErasedApplicant = (db: Kysely<any>, ownerId: string) => isErasedSubject(db, ERASED_APPLICANTS, ownerId);
