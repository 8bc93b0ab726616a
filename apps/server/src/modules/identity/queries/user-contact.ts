import type { Kysely } from 'kysely';

export interface UserContact {
  readonly email: string;
  readonly firstName: string | null;
  /** 1 English, 2 French. */
  readonly languageId: number;
  /** The dealer company of a dealer account (0: none). */
  readonly companyId: number;
}

/** Where and in which language to write to a user (other modules' notifications), or null (unknown, deleted, no email). */
export async function userContact(db: Kysely<any>, userId: string): Promise<UserContact | null> {
  const row = await db.selectFrom('identity.users').select(['email', 'first_name', 'language_id', 'company_id', 'deleted'])
    .where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.deleted || !row.email) return null;
  return { email: row.email, firstName: row.first_name, languageId: row.language_id, companyId: row.company_id };
}
