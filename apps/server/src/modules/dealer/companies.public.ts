import type { Kysely } from 'kysely';

/**
 * Synchronous questions other modules may ask about companies (identity asks before giving a user a company). Kept
 * apart from dealer.public.ts, which imports identity's public API: this file imports nothing of another module.
 */
export async function companyExists(db: Kysely<any>, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('dealer.companies').select('company_id').where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}
