import { fold } from '../shared/decider';
import { givenFor } from '../shared/testing/given';
import { UserType } from '../shared/user-types';
import { userDecider, type UserCommand, PHONE_CODE_MAX_ATTEMPTS } from './user.decide';
import type { UserEvent } from './user.events';
import { isActivated, isPhoneVerified, type RegisteredUser } from './user.state';
import { UserStatus } from './user-status';
import { IMPERSONATION_REASON_MIN } from './user-admins';

const given = (events: UserEvent[]) => givenFor(userDecider)(...events);

const T0 = '2026-01-10T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
const userId = 'u-1';

const registered = (over: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {}): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId, loginKey: 'login-a', userTypeId: UserType.Regular, statusId: UserStatus.Active, languageId: 1, companyId: 0,
    confirmBy: 'email', pii: 'sealed-pii', phoneKey: '', credential: 'sealed-cred', registeredBy: 'self', registeredAt: T0, ...over,
  },
});
const superAdmin = { userId: 'admin-6', userTypeId: UserType.SuperAdmin } as const;
const admin = { userId: 'admin-7', userTypeId: UserType.Admin } as const;

describe('user decider', () => {
  describe('RegisterUser', () => {
    const cmd: UserCommand = {
      type: 'RegisterUser',
      data: { userId, loginKey: 'login-a', userTypeId: UserType.Regular, languageId: 1, companyId: 0, confirmBy: 'email', pii: 'sealed-pii', phoneKey: '', credential: 'sealed-cred', admin: null, now: T0 },
    };
    it('registers an active, unverified user', () => given([]).when(cmd).then([registered()]));
    it('refuses a second registration of the same stream', () => given([registered()]).when(cmd).thenFails('identity.already_registered'));
    it('lets an admin (7) create anyone but a super admin', () => {
      given([]).when({ ...cmd, data: { ...cmd.data, userTypeId: UserType.Dealer, admin } }).then([registered({ userTypeId: UserType.Dealer, registeredBy: 'admin' })]);
      given([]).when({ ...cmd, data: { ...cmd.data, userTypeId: UserType.SuperAdmin, admin } }).thenFails('identity.not_allowed_on_user');
      given([]).when({ ...cmd, data: { ...cmd.data, userTypeId: UserType.SuperAdmin, admin: superAdmin } })
        .then([registered({ userTypeId: UserType.SuperAdmin, registeredBy: 'admin' })]);
    });
  });

  describe('VerifyEmail', () => {
    it('verifies once; a second click is a no-op', () => {
      given([registered()]).when({ type: 'VerifyEmail', data: { loginKey: 'login-a', expiresAt: at(60), now: at(1) } })
        .then([{ type: 'EmailVerified', data: { userId, loginKey: 'login-a', verifiedAt: at(1) } }]);
      given([registered(), { type: 'EmailVerified', data: { userId, loginKey: 'login-a', verifiedAt: at(1) } }])
        .when({ type: 'VerifyEmail', data: { loginKey: 'login-a', expiresAt: at(60), now: at(2) } }).then([]);
    });
    it('refuses an expired link and a link for a previous address', () => {
      given([registered()]).when({ type: 'VerifyEmail', data: { loginKey: 'login-a', expiresAt: at(60), now: at(61) } }).thenFails('identity.token_expired');
      given([registered()]).when({ type: 'VerifyEmail', data: { loginKey: 'login-old', expiresAt: at(60), now: at(1) } }).thenFails('identity.token_invalid');
    });
    it('refuses an unknown or deleted user', () => {
      given([]).when({ type: 'VerifyEmail', data: { loginKey: 'login-a', expiresAt: at(60), now: at(1) } }).thenFails('identity.user_not_found');
      given([registered(), { type: 'UserDeleted', data: { userId, loginKey: 'login-a', deletedAt: at(1) } }])
        .when({ type: 'VerifyEmail', data: { loginKey: 'login-a', expiresAt: at(60), now: at(2) } }).thenFails('identity.account_deleted');
    });
  });

  describe('phone codes', () => {
    const sent: UserEvent = { type: 'PhoneCodeSent', data: { userId, phoneKey: 'ph', phone: 'sp', codeHash: 'code-ok', expiresAt: at(10), sentAt: T0 } };
    const verify = (codeHash: string, minute: number, phoneKey = 'ph'): UserCommand =>
      ({ type: 'VerifyPhoneCode', data: { phoneKey, codeHash, pii: 'sealed-pii-2', now: at(minute) } });
    it('sends a code valid 10 minutes', () => {
      given([registered()]).when({ type: 'SendPhoneCode', data: { phoneKey: 'ph', phone: 'sp', codeHash: 'code-ok', now: T0 } }).then([sent]);
    });
    it('verifies the right code in time, which activates a phone-confirmed account', () => {
      const events = [registered({ confirmBy: 'phone' }), sent];
      given(events).when(verify('code-ok', 9)).then([{ type: 'PhoneVerified', data: { userId, phoneKey: 'ph', pii: 'sealed-pii-2', verifiedAt: at(9) } }]);
      const state = fold(userDecider, [...events, ...userDecider.decide(verify('code-ok', 9), fold(userDecider, events))]) as RegisteredUser;
      expect(isPhoneVerified(state)).toBe(true);
      expect(isActivated(state)).toBe(true);
    });
    it('records a wrong code, refuses after 5 wrong codes, and refuses an expired code', () => {
      given([registered(), sent]).when(verify('bad', 1)).then([{ type: 'PhoneCodeRejected', data: { userId, attempt: 1, rejectedAt: at(1) } }]);
      const five: UserEvent[] = Array.from({ length: PHONE_CODE_MAX_ATTEMPTS }, (_, i) => ({ type: 'PhoneCodeRejected', data: { userId, attempt: i + 1, rejectedAt: at(1) } }));
      given([registered(), sent, ...five]).when(verify('code-ok', 2)).thenFails('identity.code_attempts_exceeded');
      given([registered(), sent]).when(verify('code-ok', 11)).thenFails('identity.code_expired');
    });
    it('refuses a code for another phone, or when none was sent; a resent code replaces the old one', () => {
      given([registered(), sent]).when(verify('code-ok', 1, 'other')).thenFails('identity.code_invalid');
      given([registered()]).when(verify('code-ok', 1)).thenFails('identity.code_invalid');
      const resent: UserEvent = { type: 'PhoneCodeSent', data: { userId, phoneKey: 'ph', phone: 'sp', codeHash: 'code-new', expiresAt: at(12), sentAt: at(2) } };
      given([registered(), sent, resent]).when(verify('code-ok', 3)).then([{ type: 'PhoneCodeRejected', data: { userId, attempt: 1, rejectedAt: at(3) } }]);
    });
    it('a phone verified then changed in the profile is no longer verified', () => {
      const state = fold(userDecider, [registered(), sent,
        { type: 'PhoneVerified', data: { userId, phoneKey: 'ph', pii: 'p', verifiedAt: at(1) } },
        { type: 'ProfileUpdated', data: { userId, pii: 'x', phoneKey: 'other', languageId: 1, updatedAt: at(2) } }]) as RegisteredUser;
      expect(isPhoneVerified(state)).toBe(false);
    });
  });

  describe('password reset and create-password', () => {
    const requested: UserEvent = { type: 'PasswordResetRequested', data: { userId, tokenHash: 'tok', purpose: 'reset', expiresAt: at(60), requestedAt: T0 } };
    const reset = (tokenHash: string, minute: number): UserCommand =>
      ({ type: 'ResetPassword', data: { tokenHash, credential: 'new-cred', field: 'query.Guid', now: at(minute) } });
    it('requests a link valid one hour', () => {
      given([registered()]).when({ type: 'RequestPasswordReset', data: { tokenHash: 'tok', purpose: 'reset', now: T0 } }).then([requested]);
    });
    it('resets once with the right token in time (and proves the email)', () => {
      given([registered(), requested]).when(reset('tok', 59)).then([
        { type: 'PasswordChanged', data: { userId, credential: 'new-cred', reason: 'reset', changedAt: at(59) } },
        { type: 'EmailVerified', data: { userId, loginKey: 'login-a', verifiedAt: at(59) } },
      ]);
      const used: UserEvent = { type: 'PasswordChanged', data: { userId, credential: 'new-cred', reason: 'reset', changedAt: at(59) } };
      given([registered(), requested, used]).when(reset('tok', 59)).thenFails('identity.token_invalid');
    });
    it('refuses a wrong or expired token', () => {
      given([registered(), requested]).when(reset('nope', 1)).thenFails('identity.token_invalid');
      given([registered(), requested]).when(reset('tok', 61)).thenFails('identity.token_expired');
      given([registered()]).when(reset('tok', 1)).thenFails('identity.token_invalid');
    });
    it('a newer link replaces the older one', () => {
      const newer: UserEvent = { type: 'PasswordResetRequested', data: { userId, tokenHash: 'tok2', purpose: 'create', expiresAt: at(70), requestedAt: at(10) } };
      given([registered(), requested, newer]).when(reset('tok', 11)).thenFails('identity.token_invalid');
      given([registered(), requested, newer]).when(reset('tok2', 11))
        .then([{ type: 'PasswordChanged', data: { userId, credential: 'new-cred', reason: 'create', changedAt: at(11) } },
          { type: 'EmailVerified', data: { userId, loginKey: 'login-a', verifiedAt: at(11) } }]);
    });
  });

  describe('ChangePassword', () => {
    it('needs the current password', () => {
      given([registered()]).when({ type: 'ChangePassword', data: { credential: 'c2', currentPasswordVerified: false, now: T0 } }).thenFails('identity.password_incorrect');
      given([registered()]).when({ type: 'ChangePassword', data: { credential: 'c2', currentPasswordVerified: true, now: T0 } })
        .then([{ type: 'PasswordChanged', data: { userId, credential: 'c2', reason: 'change', changedAt: T0 } }]);
    });
  });

  describe('UpdateAccess', () => {
    it('changes only what differs', () => {
      given([registered()]).when({ type: 'UpdateAccess', data: { admin: superAdmin, userTypeId: UserType.Dealer, statusId: UserStatus.Active, companyId: 12, sections: [{ sectionId: 4, active: true }], now: T0 } })
        .then([
          { type: 'UserTypeChanged', data: { userId, userTypeId: UserType.Dealer, changedAt: T0 } },
          { type: 'UserCompanyChanged', data: { userId, companyId: 12, changedAt: T0 } },
          { type: 'UserSectionsChanged', data: { userId, sections: [{ sectionId: 4, active: true }], changedAt: T0 } },
        ]);
    });
    it('an admin (7) cannot touch a super admin nor promote to super admin', () => {
      given([registered({ userTypeId: UserType.SuperAdmin })]).when({ type: 'UpdateAccess', data: { admin, statusId: UserStatus.Suspended, now: T0 } }).thenFails('identity.not_allowed_on_user');
      given([registered()]).when({ type: 'UpdateAccess', data: { admin, userTypeId: UserType.SuperAdmin, now: T0 } }).thenFails('identity.not_allowed_on_user');
      given([registered()]).when({ type: 'UpdateAccess', data: { admin: { userId: 'x', userTypeId: UserType.Dealer }, statusId: 3, now: T0 } }).thenFails('identity.not_allowed_on_user');
    });
    it('refuses unknown sections', () => {
      given([registered()]).when({ type: 'UpdateAccess', data: { admin: superAdmin, sections: [{ sectionId: 7, active: true }], now: T0 } }).thenFails('identity.section_unknown');
    });
  });

  describe('deactivation, reactivation, deletion', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId, deactivatedAt: T0 } };
    it('deactivates and reactivates; both are idempotent', () => {
      given([registered()]).when({ type: 'DeactivateAccount', data: { now: T0 } }).then([deactivated]);
      given([registered(), deactivated]).when({ type: 'DeactivateAccount', data: { now: T0 } }).then([]);
      given([registered(), deactivated]).when({ type: 'ReactivateAccount', data: { now: at(1) } }).then([{ type: 'UserReactivated', data: { userId, reactivatedAt: at(1) } }]);
      given([registered()]).when({ type: 'ReactivateAccount', data: { now: at(1) } }).then([]);
    });
    it('a suspended account cannot reactivate itself', () => {
      given([registered(), { type: 'UserStatusChanged', data: { userId, statusId: UserStatus.Suspended, changedAt: T0 } }])
        .when({ type: 'ReactivateAccount', data: { now: at(1) } }).thenFails('identity.account_suspended');
    });
    it('deletes only after the typed confirmation, irreversibly', () => {
      given([registered()]).when({ type: 'DeleteAccount', data: { confirmation: 'continue', blockers: [], now: T0 } }).thenFails('identity.confirmation_required');
      const deleted: UserEvent = { type: 'UserDeleted', data: { userId, loginKey: 'login-a', deletedAt: T0 } };
      given([registered()]).when({ type: 'DeleteAccount', data: { confirmation: 'CONTINUE', blockers: [], now: T0 } }).then([deleted]);
      given([registered(), deleted]).when({ type: 'ReactivateAccount', data: { now: at(1) } }).thenFails('identity.account_deleted');
      given([registered(), deleted]).when({ type: 'UpdateProfile', data: { pii: 'x', phoneKey: '', languageId: 1, admin: null, now: at(1) } }).thenFails('identity.account_deleted');
    });
    it('is refused while another module holds something that must be settled first (an unrefunded deposit)', () => {
      given([registered()]).when({ type: 'DeleteAccount', data: { confirmation: 'CONTINUE', blockers: ['purchase.active-deposit'], now: T0 } })
        .thenFails('identity.deletion_blocked');
    });
  });

  describe('impersonation', () => {
    const REASON = 'Checking what the buyer sees';
    it('admins impersonate anyone but a super admin (and not themselves)', () => {
      given([registered()]).when({ type: 'StartImpersonation', data: { admin, reason: '  Buyer cannot see the deposit step ', now: T0 } })
        .then([{ type: 'ImpersonationStarted', data: { userId, impersonatorId: admin.userId, startedAt: T0, reason: 'Buyer cannot see the deposit step' } }]);
      given([registered({ userTypeId: UserType.SuperAdmin })]).when({ type: 'StartImpersonation', data: { admin: superAdmin, reason: REASON, now: T0 } }).thenFails('identity.cannot_impersonate');
      given([registered({ userTypeId: UserType.Dealer })]).when({ type: 'StartImpersonation', data: { admin: { userId: 'd', userTypeId: UserType.Dealer }, reason: REASON, now: T0 } })
        .thenFails('identity.cannot_impersonate');
      given([registered({ userId: admin.userId, userTypeId: UserType.Admin })]).when({ type: 'StartImpersonation', data: { admin, reason: REASON, now: T0 } })
        .thenFails('identity.cannot_impersonate');
    });
    it('asks why (ADR 0078): a reason under IMPERSONATION_REASON_MIN characters is refused on the query field', () => {
      given([registered()]).when({ type: 'StartImpersonation', data: { admin, reason: ' '.repeat(20) + 'x'.repeat(IMPERSONATION_REASON_MIN - 1), now: T0 } })
        .thenFails('identity.reason_required');
    });
    it('ends an impersonation once', () => {
      const started: UserEvent = { type: 'ImpersonationStarted', data: { userId, impersonatorId: admin.userId, startedAt: T0 } };
      given([registered(), started]).when({ type: 'EndImpersonation', data: { impersonatorId: admin.userId, now: at(5) } })
        .then([{ type: 'ImpersonationEnded', data: { userId, impersonatorId: admin.userId, endedAt: at(5) } }]);
      given([registered()]).when({ type: 'EndImpersonation', data: { impersonatorId: admin.userId, now: at(5) } }).then([]);
    });
  });
});

describe('social sign-in (issue #19)', () => {
  const linked = (provider: 'google' | 'facebook', subjectKey = `${provider}-sub`): UserEvent =>
    ({ type: 'SocialAccountLinked', data: { userId, provider, subjectKey, proof: 'password', linkedAt: at(1) } });
  const link = (provider: 'google' | 'facebook', subjectKey = `${provider}-sub`) =>
    ({ type: 'LinkSocialAccount', data: { provider, subjectKey, proof: 'password', now: at(1) } }) as const;

  it('links a provider account once; the same one again is no event; another one of that provider is refused', () => {
    given([registered()]).when(link('google')).then([linked('google')]);
    given([registered(), linked('google')]).when(link('google')).then([]);
    given([registered(), linked('google')]).when(link('google', 'other-sub')).thenFails('identity.social_already_linked', 'body.Provider');
  });

  it('unlinks a provider while another way to sign in remains (the password or another provider)', () => {
    const unlinked: UserEvent = { type: 'SocialAccountUnlinked', data: { userId, provider: 'google', subjectKey: 'google-sub', unlinkedAt: at(2) } };
    const unlink = { type: 'UnlinkSocialAccount', data: { provider: 'google', now: at(2) } } as const;
    given([registered(), linked('google')]).when(unlink).then([unlinked]);
    given([registered({ credential: null }), linked('google'), linked('facebook')]).when(unlink).then([unlinked]);
  });

  it('never unlinks the last way to sign in, nor a provider that is not linked', () => {
    const unlink = { type: 'UnlinkSocialAccount', data: { provider: 'google', now: at(2) } } as const;
    given([registered({ credential: null }), linked('google')]).when(unlink).thenFails('identity.last_sign_in_method', 'body.Provider');
    given([registered()]).when(unlink).thenFails('identity.social_not_linked', 'body.Provider');
  });

  it('records a sign-in by the linked provider account only, and never for a suspended account', () => {
    const signIn = (subjectKey: string) => ({ type: 'RecordSocialSignIn', data: { provider: 'google', subjectKey, now: at(3) } }) as const;
    given([registered(), linked('google')]).when(signIn('google-sub')).then([{ type: 'SocialSignedIn', data: { userId, provider: 'google', signedInAt: at(3) } }]);
    given([registered(), linked('google')]).when(signIn('stale-sub')).thenFails('identity.social_not_linked');
    given([registered(), linked('google'), { type: 'UserStatusChanged', data: { userId, statusId: UserStatus.Suspended, changedAt: at(2) } }])
      .when(signIn('google-sub')).thenFails('identity.account_suspended');
  });

  it('lets an active or deactivated account sign in (deciding nothing), never a suspended, deleted or unknown one', () => {
    const signIn = { type: 'SignIn', data: { now: at(3) } } as const;
    given([registered()]).when(signIn).then([]);
    given([registered(), { type: 'UserDeactivated', data: { userId, deactivatedAt: at(1) } }]).when(signIn).then([]);
    given([registered(), { type: 'UserStatusChanged', data: { userId, statusId: UserStatus.Suspended, changedAt: at(2) } }])
      .when(signIn).thenFails('identity.account_suspended');
    given([
      registered(), { type: 'UserStatusChanged', data: { userId, statusId: UserStatus.Suspended, changedAt: at(2) } },
      { type: 'UserStatusChanged', data: { userId, statusId: UserStatus.Active, changedAt: at(3) } },
    ]).when(signIn).then([]);
    given([registered(), { type: 'UserDeleted', data: { userId, loginKey: 'login-a', deletedAt: at(1) } }]).when(signIn).thenFails('identity.account_deleted');
    given([]).when(signIn).thenFails('identity.user_not_found');
  });

  describe('company users (issue #45)', () => {
    const dealer = (companyId: number, over = {}) => registered({ userTypeId: UserType.Dealer, companyId, ...over });
    const manager = { userId: 'manager-1', userTypeId: UserType.Dealer, companyId: 4, manager: true } as const;
    const flagged: UserEvent = { type: 'CompanyManagerChanged', data: { userId, companyId: 4, manager: true, changedAt: T0 } };

    it('a manager or staff sets the flag of a user of the company; a non-manager is refused; another company is not found', () => {
      given([dealer(4)]).when({ type: 'ChangeCompanyManager', data: { actor: manager, manager: true, now: T0 } }).then([flagged]);
      given([dealer(4)]).when({ type: 'ChangeCompanyManager', data: { actor: { ...manager, userTypeId: UserType.TeamMember, manager: false }, manager: true, now: T0 } }).then([flagged]);
      given([dealer(4), flagged]).when({ type: 'ChangeCompanyManager', data: { actor: manager, manager: true, now: T0 } }).then([]);
      given([dealer(4)]).when({ type: 'ChangeCompanyManager', data: { actor: { ...manager, manager: false }, manager: true, now: T0 } }).thenFails('identity.not_allowed_on_user');
      given([dealer(5)]).when({ type: 'ChangeCompanyManager', data: { actor: manager, manager: true, now: T0 } }).thenFails('identity.user_not_found');
      given([registered({ companyId: 4 })]).when({ type: 'ChangeCompanyManager', data: { actor: manager, manager: true, now: T0 } }).thenFails('identity.user_not_found');
      given([dealer(4)]).when({ type: 'ChangeCompanyManager', data: { actor: { ...manager, userId }, manager: false, now: T0 } }).thenFails('identity.not_allowed_on_user');
    });

    it('removing a user takes their company and flag: a regular account from then on', () => {
      const state = fold(userDecider, [dealer(4), flagged, ...userDecider.decide({ type: 'RemoveFromCompany', data: { actor: manager, now: T0 } }, fold(userDecider, [dealer(4), flagged]))]);
      expect(state).toMatchObject({ kind: 'registered', companyId: 0, companyManager: false, userTypeId: UserType.Regular });
    });

    it('an invitation registers a dealer of the inviter\'s company only', () => {
      const cmd: UserCommand = {
        type: 'RegisterUser',
        data: { userId, loginKey: 'login-a', userTypeId: UserType.Dealer, languageId: 2, companyId: 4, confirmBy: 'email', pii: 'p', phoneKey: '', credential: null, admin: null, invitedBy: manager, now: T0 },
      };
      given([]).when(cmd).then([registered({ userTypeId: UserType.Dealer, languageId: 2, companyId: 4, pii: 'p', credential: null, registeredBy: 'invitation' })]);
      given([]).when({ ...cmd, data: { ...cmd.data, companyId: 5 } }).thenFails('identity.not_allowed_on_user');
      given([]).when({ ...cmd, data: { ...cmd.data, userTypeId: UserType.Admin } }).thenFails('identity.not_allowed_on_user');
      given([]).when({ ...cmd, data: { ...cmd.data, invitedBy: { ...manager, manager: false } } }).thenFails('identity.not_allowed_on_user');
    });

    it('an invitation\'s link lives 7 days', () => {
      given([dealer(4)]).when({ type: 'RequestPasswordReset', data: { tokenHash: 'h', purpose: 'invite', now: T0 } })
        .then([{ type: 'PasswordResetRequested', data: { userId, tokenHash: 'h', purpose: 'invite', expiresAt: at(7 * 24 * 60), requestedAt: T0 } }]);
    });
  });
});
