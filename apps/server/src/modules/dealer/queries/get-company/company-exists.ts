import type { Kysely } from 'kysely';

/** Whether a company exists: identity asks before giving a user a company (dealer.public.ts), an import before it starts. */
export async function companyExists(db: Kysely<any>, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('dealer.companies').select('company_id').where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}
