import { IdentityErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { companyExists } from '../../dealer/dealer.public';

/** A user's company must exist (the dealer context owns companies); 0 or none means no company. */
export async function assertCompanyExists(db: Kysely<any>, companyId: number | null | undefined, field: string): Promise<void> {
  if (companyId && !(await companyExists(db, companyId))) throw IdentityErrors.companyUnknown(field);
}
