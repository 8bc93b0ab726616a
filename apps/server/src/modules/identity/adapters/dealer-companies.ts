import { IdentityErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';

/**
 * A user's company must exist (the dealer context owns companies); 0 or none means no company. Dealer's public file
 * is loaded when first asked, not with this file: dealer's module imports identity's (and credit's, which imports
 * identity's too), so a load-time import would leave one of them half-loaded whichever loads first (ADR 0071).
 */
export async function assertCompanyExists(db: Kysely<any>, companyId: number | null | undefined, field: string): Promise<void> {
  if (!companyId) return;
  const { companyExists } = await import('../../dealer/dealer.public');
  if (!(await companyExists(db, companyId))) throw IdentityErrors.companyUnknown(field);
}
