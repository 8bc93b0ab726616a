/** What other modules and the app shell may use from identity. */
export { IdentityModule } from './identity.module';
export { identityRegistration } from './identity.registration';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, seedIdentityDemo } from './seed/identity.seed';
export { UserAccounts } from './streams/user-accounts';
export { configuredSocialProviders } from './adapters/social-providers';
export {
  companyMembers, companyUsers, contactOf, isActivated, isCompanyManager, leadContactOf, preferredLanguage, staffContacts, userContact, userIdsNamed, type CompanyUser,
  type StaffContact, type UserContact,
} from './identity-public-api';
export { USERS_PROJECTION } from './queries/get-users/users.projection';
/** Reminder emails (ADR 0029): the signed unsubscribe link they carry, and whether the person still takes them. */
export { reminderUnsubscribeUrl, remindersAllowed } from './adapters/reminder-opt-out';

/**
 * A company's users (issue #45). The dealer context checks the caller's company, then sends this command; identity's
 * decider refuses a dealer without the manager flag and a user of another company.
 */
export { ManageCompanyMemberCommand, type CompanyMemberAction } from './commands/manage-company-member/manage-company-member.command';
