/** What other modules and the app shell may use from identity. */
export { IdentityModule } from './identity.module';
export { identityRegistration } from './identity.registration';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, seedIdentityDemo } from './identity.seed';
export { userContact, type UserContact } from './queries/user-contact';
