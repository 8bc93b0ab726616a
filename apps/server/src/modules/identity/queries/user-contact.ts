import { type LocaleKey, preferredLanguageOf } from '@marketplace/domain';
import type { Kysely } from 'kysely';

export interface UserContact {
  readonly email: string;
  readonly firstName: string | null;
  /** 1 English, 2 French. */
  readonly languageId: number;
  /** The person's language (ADR 0060): write every email, SMS, PDF and link to them in it, never in the page's. */
  readonly language: LocaleKey;
  /** The dealer company of a dealer account (0: none). */
  readonly companyId: number;
}

/** Where and in which language to write to a user (other modules' notifications), or null (unknown, deleted, no email). */
export async function userContact(db: Kysely<any>, userId: string): Promise<UserContact | null> {
  const row = await db.selectFrom('identity.users').select(['email', 'first_name', 'language_id', 'company_id', 'deleted'])
    .where('user_id', '=', userId).executeTakeFirst();
  if (!row || row.deleted || !row.email) return null;
  return { email: row.email, firstName: row.first_name, languageId: row.language_id, language: preferredLanguageOf(row.language_id), companyId: row.company_id };
}

/**
 * The language of the person (ADR 0060), 'en-ca' or 'fr-ca', for a module that writes to them without needing their
 * email (an SMS, a PDF, a link): the language of their profile; English for an unknown or deleted account.
 */
export async function preferredLanguage(db: Kysely<any>, userId: string): Promise<LocaleKey> {
  const row = await db.selectFrom('identity.users').select('language_id').where('user_id', '=', userId).executeTakeFirst();
  return preferredLanguageOf(row?.language_id);
}

/** At most this many people match a name (a filter, not a directory: a shorter list is a more precise name). */
export const NAMED_USERS_LIMIT = 500;

/**
 * The ids of live accounts whose first or last name starts with every word of `name` (case-insensitive), e.g. for the
 * lead-management name filter (ADR 0025): other modules keep no copy of a name; they ask here at read time, so an
 * erased account simply stops matching.
 */
export async function userIdsNamed(db: Kysely<any>, name: string): Promise<string[]> {
  const words = name.trim().toLowerCase().split(/\s+/).filter((w) => w.length > 0).slice(0, 4);
  if (words.length === 0) return [];
  let q = db.selectFrom('identity.users').select('user_id').where('deleted', '=', false);
  for (const w of words) {
    const prefix = `${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('first_name', 'ilike', prefix), eb('last_name', 'ilike', prefix)]));
  }
  const rows = await q.orderBy('user_id').limit(NAMED_USERS_LIMIT).execute();
  return rows.map((r) => r.user_id as string);
}

/** A company's user, as a dealer's screens name them (assignment, escalation, reminders). */
export interface CompanyUser {
  readonly userId: string;
  readonly name: string;
  readonly email: string | null;
  readonly language: LocaleKey;
}

/**
 * The live dealer accounts (type 9) of a company (issue #45: who a lead may be assigned to, who hears of a lead nobody
 * answered), by name.
 */
export async function companyUsers(db: Kysely<any>, companyId: number): Promise<CompanyUser[]> {
  const rows = await db.selectFrom('identity.users').select(['user_id', 'first_name', 'last_name', 'email', 'language_id'])
    .where('company_id', '=', companyId).where('user_type_id', '=', 9).where('deleted', '=', false)
    .orderBy('first_name').orderBy('last_name').orderBy('user_id').limit(500).execute();
  return rows.map((r) => ({
    userId: r.user_id as string, name: [r.first_name, r.last_name].filter(Boolean).join(' ') || (r.email as string) || String(r.user_id),
    email: r.email as string | null, language: preferredLanguageOf(r.language_id),
  }));
}
