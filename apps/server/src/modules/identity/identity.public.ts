import { isActivated as isActivatedUser, preferredLanguageOf } from '@marketplace/domain';
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
export { companyUsers, preferredLanguage, userContact, userIdsNamed, type CompanyUser, type UserContact } from './queries/user-contact';

/**
 * A buyer's contact details for the dealer of their lead (issue #45 item 1), opened with the person's own key; null once
 * the account is erased (its key shredded) or unknown. The caller records the read on the person's access log.
 */
export async function leadContactOf(accounts: import('./application/user-accounts').UserAccounts, userId: string) {
  const { state } = await accounts.load(userId);
  if (state.kind !== 'registered') return null;
  const pii = await accounts.personalData(state);
  if (!pii.Email) return null;
  return {
    firstName: pii.FirstName || null, lastName: pii.LastName || null, email: pii.Email, phone: pii.Cell || pii.Phone || null,
    language: preferredLanguageOf(state.languageId),
  };
}
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
