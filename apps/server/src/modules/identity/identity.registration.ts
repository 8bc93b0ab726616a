import { initialUserState, loginClaimDecider, SOCIAL_ATTEMPT_STREAM_PREFIX, socialAttemptDecider, userDecider } from '@marketplace/domain';
import type { ModuleRegistration } from '../../platform/module-registration';
import { masterKeyFrom } from '../../platform/privacy/keys';
import * as privacyVaultMigration from '../../platform/privacy/privacy.migration';
import { IdentityModule } from './identity.module';
import { identityTranslator } from './integration-events/identity.translator';
import { identityPart } from './personal-data/identity.part';
import { seedIdentityDemo, DEMO_PASSWORD, DEMO_USERS } from './seed/identity.seed';
import * as identityMigration from './migrations/0001-identity';
import * as knownDevicesMigration from './migrations/0002-known-devices';
import * as socialSignInMigration from './migrations/0003-social-sign-in';
import * as reminderOptOutsMigration from './migrations/0005-reminder-opt-outs';
import { sessionGuardProjection } from './process/session-guard/session-guard.projection';
import { usersProjection } from './queries/get-users/users.projection';

/** The identity context's entry in app.registry.ts. */
export const identityRegistration: ModuleRegistration = {
  name: 'identity',
  nestModule: IdentityModule,
  migrations: {
    'identity-0001-privacy-vault': privacyVaultMigration,
    'identity-0002-identity-schema': identityMigration,
    'identity-0003-known-devices': knownDevicesMigration,
    'identity-0004-social-sign-in': socialSignInMigration,
    'identity-0005-reminder-opt-outs': reminderOptOutsMigration,
  },
  projections: (deps) => {
    // Projections open sealed personal data, so they need the master key; each batch opens it through its own transaction.
    const masterKey = deps.config ? masterKeyFrom(deps.config) : null;
    return [usersProjection(masterKey), sessionGuardProjection(masterKey)];
  },
  streams: [
    { prefix: 'user-', initialState: initialUserState, evolve: userDecider.evolve },
    { prefix: 'login-', initialState: loginClaimDecider.initialState, evolve: loginClaimDecider.evolve },
    { prefix: SOCIAL_ATTEMPT_STREAM_PREFIX, initialState: socialAttemptDecider.initialState, evolve: socialAttemptDecider.evolve },
  ],
  integrationEvents: { translators: [identityTranslator] },
  personalData: [identityPart],
  async seedDemo(app) {
    // Created on the first start only; the logins are printed on every start.
    await seedIdentityDemo(app);
    return [
      `Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => `  ${u.email.padEnd(36)} user type ${u.userTypeId}`),
    ];
  },
};
