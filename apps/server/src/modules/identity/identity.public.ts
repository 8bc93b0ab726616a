import { isActivated as isActivatedUser, preferredLanguageOf, UserType } from '@marketplace/domain';
/** What other modules and the app shell may use from identity. */
export { IdentityModule } from './identity.module';
export { identityRegistration } from './identity.registration';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, seedIdentityDemo } from './identity.seed';
export { UserAccounts } from './application/user-accounts';
export { configuredSocialProviders } from './social/social-providers';

/**
 * How another module writes to a person about something it did for them (e.g. credit's answered review): the email,
 * first name and language (`language`, ADR 0060: the one every email, SMS, PDF and link to them uses) of a live account; null once the account is deleted or unknown. Inject `UserAccounts`
 * (exported by IdentityModule) and pass it in.
 */
export async function contactOf(accounts: import('./application/user-accounts').UserAccounts, userId: string) {
  const { state } = await accounts.load(userId);
  if (state.kind !== 'registered') return null;
  const pii = await accounts.personalData(state);
  return pii.Email ? { email: pii.Email, firstName: pii.FirstName || null, languageId: state.languageId, language: preferredLanguageOf(state.languageId) } : null;
}
export { preferredLanguage, userContact, userIdsNamed, type UserContact } from './queries/user-contact';
export { USERS_PROJECTION } from './projections/users.projection';
/** Reminder emails (ADR 0029): the signed unsubscribe link they carry, and whether the person still takes them. */
export { reminderUnsubscribeUrl, remindersAllowed } from './application/reminder-opt-out';

/**
 * Whether the account is activated (its email link or its 6-digit SMS code confirmed, spec §4), e.g. for credit's
 * activation page: an applicant who created their account in the credit wizard activates it by SMS before the decision.
 */
export async function isActivated(accounts: import('./application/user-accounts').UserAccounts, userId: string): Promise<boolean> {
  const { state } = await accounts.load(userId);
  return state.kind === 'registered' && isActivatedUser(state);
}

/**
 * A company's users (issue #45). The dealer context checks the caller's company, then sends this command; identity's
 * decider refuses a dealer without the manager flag and a user of another company.
 */
export { ManageCompanyMemberCommand, type CompanyMemberAction } from './commands/manage-company-member/manage-company-member.command';

/** Whether a user holds the manager flag of their company (read from their stream: a change counts at once). */
export async function isCompanyManager(accounts: import('./application/user-accounts').UserAccounts, userId: string): Promise<boolean> {
  const { state } = await accounts.load(userId);
  return state.kind === 'registered' && state.userTypeId === UserType.Dealer && state.companyId > 0 && state.companyManager;
}

/** A company's live dealer users, by email, with their manager flag (from each stream) and whether they activated. */
export async function companyMembers(db: import('kysely').Kysely<any>, accounts: import('./application/user-accounts').UserAccounts, companyId: number) {
  const rows = await db.selectFrom('identity.users').select(['user_id', 'email', 'first_name', 'last_name', 'activated'])
    .where('company_id', '=', companyId).where('user_type_id', '=', UserType.Dealer).where('deleted', '=', false).orderBy('email').limit(500).execute();
  return Promise.all(rows.map(async (r) => ({
    userId: r.user_id as string, email: (r.email ?? '') as string, firstName: r.first_name as string | null, lastName: r.last_name as string | null,
    manager: await isCompanyManager(accounts, r.user_id), activated: Boolean(r.activated),
  })));
}
