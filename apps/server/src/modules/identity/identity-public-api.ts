import { isActivated as isActivatedUser, type LocaleKey, preferredLanguageOf, UserStatus, UserType, type UserTypeId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { UserAccounts } from './streams/user-accounts';

/**
 * What identity answers other contexts (through identity.public.ts): how to write to a person and in which language,
 * whose name matches, whether an account is activated. The read-table answers come from identity.users (the users
 * projection, beside GET /user/get-users); the stream answers from `UserAccounts` (exported by IdentityModule).
 */

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

/**
 * How another module writes to a person about something it did for them (e.g. credit's answered review): the email,
 * first name and language (`language`, ADR 0060: the one every email, SMS, PDF and link to them uses) of a live
 * account, from its stream; null once the account is deleted or unknown. Inject `UserAccounts` and pass it in.
 */
export async function contactOf(accounts: UserAccounts, userId: string) {
  const { state } = await accounts.load(userId);
  if (state.kind !== 'registered') return null;
  const pii = await accounts.personalData(state);
  return pii.Email ? { email: pii.Email, firstName: pii.FirstName || null, languageId: state.languageId, language: preferredLanguageOf(state.languageId) } : null;
}

/**
 * Whether the account is activated (its email link or its 6-digit SMS code confirmed, spec §4), e.g. for credit's
 * activation page: an applicant who created their account in the credit wizard activates it by SMS before the decision.
 */
export async function isActivated(accounts: UserAccounts, userId: string): Promise<boolean> {
  const { state } = await accounts.load(userId);
  return state.kind === 'registered' && isActivatedUser(state);
}

/** Whether a user holds the manager flag of their company (read from their stream: a change counts at once). */
export async function isCompanyManager(accounts: UserAccounts, userId: string): Promise<boolean> {
  const { state } = await accounts.load(userId);
  return state.kind === 'registered' && state.userTypeId === UserType.Dealer && state.companyId > 0 && state.companyManager;
}

/** A company's live dealer users, by email, with their manager flag (from each stream) and whether they activated. */
export async function companyMembers(db: Kysely<any>, accounts: UserAccounts, companyId: number) {
  const rows = await db.selectFrom('identity.users').select(['user_id', 'email', 'first_name', 'last_name', 'activated'])
    .where('company_id', '=', companyId).where('user_type_id', '=', UserType.Dealer).where('deleted', '=', false).orderBy('email').limit(500).execute();
  return Promise.all(rows.map(async (r) => ({
    userId: r.user_id as string, email: (r.email ?? '') as string, firstName: r.first_name as string | null, lastName: r.last_name as string | null,
    manager: await isCompanyManager(accounts, r.user_id), activated: Boolean(r.activated),
  })));
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
    .where('company_id', '=', companyId).where('user_type_id', '=', UserType.Dealer).where('deleted', '=', false)
    .orderBy('first_name').orderBy('last_name').orderBy('user_id').limit(500).execute();
  return rows.map((r) => ({
    userId: r.user_id as string, name: [r.first_name, r.last_name].filter(Boolean).join(' ') || (r.email as string) || String(r.user_id),
    email: r.email as string | null, language: preferredLanguageOf(r.language_id),
  }));
}

/** A staff member to write to (a reminder for support): their email, first name and language (ADR 0060). */
export interface StaffContact {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly language: LocaleKey;
}

/**
 * The live staff accounts of these types with an email (e.g. the admins, who do support: ADR 0028), for a notice to
 * staff (the dispute reminder, ADR 0087): active, not deleted; at most 200.
 */
export async function staffContacts(db: Kysely<any>, types: readonly UserTypeId[]): Promise<StaffContact[]> {
  if (types.length === 0) return [];
  const rows = await db.selectFrom('identity.users').select(['user_id', 'email', 'first_name', 'language_id'])
    .where('user_type_id', 'in', [...types]).where('deleted', '=', false).where('status_id', '=', UserStatus.Active)
    .where('email', 'is not', null).where('email', '<>', '').orderBy('user_id').limit(200).execute();
  return rows.map((r) => ({ userId: r.user_id as string, email: r.email as string, firstName: r.first_name as string | null, language: preferredLanguageOf(r.language_id) }));
}

/**
 * A buyer's contact details for the dealer of their lead (issue #45 item 1), opened with the person's own key; null once
 * the account is erased (its key shredded) or unknown. The caller records the read on the person's access log.
 */
export async function leadContactOf(accounts: UserAccounts, userId: string) {
  const { state } = await accounts.load(userId);
  if (state.kind !== 'registered') return null;
  const pii = await accounts.personalData(state);
  if (!pii.Email) return null;
  return {
    firstName: pii.FirstName || null, lastName: pii.LastName || null, email: pii.Email, phone: pii.Cell || pii.Phone || null,
    language: preferredLanguageOf(state.languageId),
  };
}
