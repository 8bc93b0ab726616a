import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { UserType, type UserTypeId } from '../shared/user-types';
import { IdentityErrors } from './identity.errors';
import { isDashboardSection } from './sections';
import type { ConfirmationChannel, KeyedHash, ResetPurpose, Sealed, SectionOverride, SocialLinkProof, SocialProvider, UserEvent } from './user.events';
import { evolveUser, initialUserState, type RegisteredUser, signInMethodsOf, type UserState } from './user.state';
import { isUserStatus, UserStatus, type UserStatusId } from './user-status';
import { IMPERSONATION_REASON_MIN } from './user-admins';

/** Spec §5: deleting an account requires typing CONTINUE. */
export const DELETE_CONFIRMATION_WORD = 'CONTINUE';
/** Spec §9: activation code of 6 digits; ours lives 10 minutes and allows 5 wrong tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Reset and create-password links live one hour and work once. */
export const RESET_LINK_TTL_MINUTES = 60;
/** Email activation links live 7 days (a new one can be sent at any time). */
export const ACTIVATION_LINK_TTL_HOURS = 24 * 7;

/**
 * Who acts on a company's users (issue #45): staff (6, 7, 18) on any company; a dealer (9) on their own company, and
 * only with the manager flag. `companyId` is the company acted on (the dealer's own, checked by the caller).
 */
export interface CompanyActor {
  readonly userId: string;
  readonly userTypeId: UserTypeId;
  readonly companyId: number;
  readonly manager: boolean;
}

/** The administrator performing an action on someone else's account. */
export interface AdminActor {
  readonly userId: string;
  readonly userTypeId: UserTypeId;
}

export type UserCommand =
  | { type: 'RegisterUser'; data: {
      userId: string; loginKey: KeyedHash; userTypeId: UserTypeId; languageId: number; companyId: number;
      confirmBy: ConfirmationChannel; pii: Sealed; phoneKey: KeyedHash; credential: Sealed | null;
      /** Set when an administrator creates the account (create-admin-user). */
      admin: AdminActor | null;
      /** Set when a company's manager (or staff) invites a dealer user into the company (issue #45). */
      invitedBy?: CompanyActor; now: string;
    } }
  | { type: 'VerifyEmail'; data: { loginKey: KeyedHash; expiresAt: string; now: string } }
  | { type: 'SendPhoneCode'; data: { phoneKey: KeyedHash; phone: Sealed; codeHash: KeyedHash; now: string } }
  | { type: 'VerifyPhoneCode'; data: { phoneKey: KeyedHash; codeHash: KeyedHash; pii: Sealed; now: string } }
  | { type: 'RequestPasswordReset'; data: { tokenHash: string; purpose: ResetPurpose; now: string } }
  | { type: 'ResetPassword'; data: { tokenHash: string; credential: Sealed; field: string; now: string } }
  | { type: 'ChangePassword'; data: { credential: Sealed; currentPasswordVerified: boolean; now: string } }
  | { type: 'UpdateProfile'; data: { pii: Sealed; phoneKey: KeyedHash; languageId: number; admin: AdminActor | null; now: string } }
  | { type: 'ChangeEmail'; data: { loginKey: KeyedHash; pii: Sealed; admin: AdminActor | null; now: string } }
  | { type: 'UpdateAccess'; data: {
      admin: AdminActor; userTypeId?: UserTypeId; statusId?: UserStatusId; companyId?: number;
      sections?: readonly SectionOverride[]; now: string;
    } }
  /** Issue #45: set or unset a dealer user's manager flag within the actor's company. */
  | { type: 'ChangeCompanyManager'; data: { actor: CompanyActor; manager: boolean; now: string } }
  /** Issue #45: a dealer user leaves the actor's company (no company, a regular account from then on). */
  | { type: 'RemoveFromCompany'; data: { actor: CompanyActor; now: string } }
  | { type: 'DeactivateAccount'; data: { now: string } }
  | { type: 'ReactivateAccount'; data: { now: string } }
  | { type: 'DeleteAccount'; data: { confirmation: string; /** What other modules say stands in the way (e.g. 'purchase.active-deposit'). */ blockers: readonly string[]; now: string } }
  | { type: 'StartImpersonation'; data: { admin: AdminActor; reason: string; now: string } }
  | { type: 'EndImpersonation'; data: { impersonatorId: string; now: string } }
  /** The proof is established by the server (a provider's verified ID token plus a password, a session, a new account). */
  | { type: 'LinkSocialAccount'; data: { provider: SocialProvider; subjectKey: KeyedHash; proof: SocialLinkProof; now: string } }
  | { type: 'UnlinkSocialAccount'; data: { provider: SocialProvider; now: string } }
  | { type: 'RecordSocialSignIn'; data: { provider: SocialProvider; subjectKey: KeyedHash; now: string } }
  /**
   * A session is about to start for this account (a password, a login token, a provider account linked by password):
   * decides nothing, refuses what may not sign in. The social sign-in's RecordSocialSignIn applies the same rule.
   */
  | { type: 'SignIn'; data: { now: string } };

const ADMIN_TYPES: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin];

const addMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const isPast = (deadline: string, now: string) => Date.parse(now) > Date.parse(deadline);

function registered(state: UserState): RegisteredUser {
  if (state.kind === 'registered') return state;
  if (state.kind === 'deleted') throw IdentityErrors.accountDeleted();
  throw IdentityErrors.userNotFound();
}

/** One rule for every way in (password, login token, Google, Facebook): an account an administrator suspended signs in no more. */
function assertMaySignIn(s: RegisteredUser) {
  if (s.statusId === UserStatus.Suspended) throw IdentityErrors.accountSuspended();
}

/**
 * Who may manage whom: only administrators (6, 7); an admin (7) never touches a super admin (6) nor makes one.
 * A super admin manages everyone.
 */
function assertMayManage(admin: AdminActor, target: RegisteredUser | null, newType?: UserTypeId) {
  if (!ADMIN_TYPES.includes(admin.userTypeId)) throw IdentityErrors.notAllowedOnUser();
  if (admin.userTypeId === UserType.SuperAdmin) return;
  if (target?.userTypeId === UserType.SuperAdmin || newType === UserType.SuperAdmin) throw IdentityErrors.notAllowedOnUser();
}

const COMPANY_STAFF_TYPES: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember];

/** A company's manager, or staff; anyone else is refused (403). */
function assertMayManageCompany(actor: CompanyActor) {
  if (COMPANY_STAFF_TYPES.includes(actor.userTypeId)) return;
  if (actor.userTypeId !== UserType.Dealer || !actor.manager) throw IdentityErrors.notAllowedOnUser();
}

/** The target of a company action: a live dealer user of the actor's company (another company's: not found, 404). */
function companyMember(state: UserState, actor: CompanyActor): RegisteredUser {
  if (state.kind !== 'registered' || state.userTypeId !== UserType.Dealer || state.companyId !== actor.companyId) throw IdentityErrors.userNotFound();
  // A manager keeps the company managed: they change others, never themselves.
  if (state.userId === actor.userId) throw IdentityErrors.notAllowedOnUser();
  return state;
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.kind !== 'none') throw IdentityErrors.alreadyRegistered();
      const d = command.data;
      if (d.admin) assertMayManage(d.admin, null, d.userTypeId);
      if (d.invitedBy) {
        assertMayManageCompany(d.invitedBy);
        if (d.userTypeId !== UserType.Dealer || d.companyId !== d.invitedBy.companyId) throw IdentityErrors.notAllowedOnUser();
      }
      return [{
        type: 'UserRegistered',
        data: {
          userId: d.userId, loginKey: d.loginKey, userTypeId: d.userTypeId, statusId: UserStatus.Active, languageId: d.languageId,
          companyId: d.companyId, confirmBy: d.confirmBy, pii: d.pii, phoneKey: d.phoneKey, credential: d.credential,
          registeredBy: d.admin ? 'admin' : d.invitedBy ? 'invitation' : 'self', registeredAt: d.now,
        },
      }];
    }
    case 'VerifyEmail': {
      const s = registered(state);
      // A link minted for a previous address is dead once the email changed.
      if (command.data.loginKey !== s.loginKey) throw IdentityErrors.tokenInvalid('body.token');
      if (s.emailVerified) return [];
      if (isPast(command.data.expiresAt, command.data.now)) throw IdentityErrors.tokenExpired('body.token');
      return [{ type: 'EmailVerified', data: { userId: s.userId, loginKey: s.loginKey, verifiedAt: command.data.now } }];
    }
    case 'SendPhoneCode': {
      const s = registered(state);
      const { phoneKey, phone, codeHash, now } = command.data;
      // Resending replaces the previous code (and its attempt count): only the newest code works.
      return [{ type: 'PhoneCodeSent', data: { userId: s.userId, phoneKey, phone, codeHash, expiresAt: addMinutes(now, PHONE_CODE_TTL_MINUTES), sentAt: now } }];
    }
    case 'VerifyPhoneCode': {
      const s = registered(state);
      const { phoneKey, codeHash, pii, now } = command.data;
      const code = s.phoneCode;
      if (!code || code.phoneKey !== phoneKey) throw IdentityErrors.codeInvalid();
      if (code.failedAttempts >= PHONE_CODE_MAX_ATTEMPTS) throw IdentityErrors.codeAttemptsExceeded();
      if (isPast(code.expiresAt, now)) throw IdentityErrors.codeExpired();
      if (code.codeHash !== codeHash) {
        // Recorded, then refused: the handler answers identity.code_invalid after appending this.
        return [{ type: 'PhoneCodeRejected', data: { userId: s.userId, attempt: code.failedAttempts + 1, rejectedAt: now } }];
      }
      return [{ type: 'PhoneVerified', data: { userId: s.userId, phoneKey, pii, verifiedAt: now } }];
    }
    case 'RequestPasswordReset': {
      const s = registered(state);
      const { tokenHash, purpose, now } = command.data;
      // An invitation waits for its reader like an activation link does; a reset or create link lives an hour.
      const ttl = purpose === 'invite' ? ACTIVATION_LINK_TTL_HOURS * 60 : RESET_LINK_TTL_MINUTES;
      return [{ type: 'PasswordResetRequested', data: { userId: s.userId, tokenHash, purpose, expiresAt: addMinutes(now, ttl), requestedAt: now } }];
    }
    case 'ResetPassword': {
      const s = registered(state);
      const { tokenHash, credential, field, now } = command.data;
      const pending = s.pendingReset;
      if (!pending || pending.tokenHash !== tokenHash) throw IdentityErrors.tokenInvalid(field);
      if (isPast(pending.expiresAt, now)) throw IdentityErrors.tokenExpired(field);
      const events: UserEvent[] = [{ type: 'PasswordChanged', data: { userId: s.userId, credential, reason: pending.purpose, changedAt: now } }];
      // The link reached the mailbox, which proves the address: a create-password link also activates the account.
      if (!s.emailVerified) events.push({ type: 'EmailVerified', data: { userId: s.userId, loginKey: s.loginKey, verifiedAt: now } });
      return events;
    }
    case 'ChangePassword': {
      const s = registered(state);
      if (!command.data.currentPasswordVerified) throw IdentityErrors.passwordIncorrect();
      return [{ type: 'PasswordChanged', data: { userId: s.userId, credential: command.data.credential, reason: 'change', changedAt: command.data.now } }];
    }
    case 'UpdateProfile': {
      const s = registered(state);
      const { pii, phoneKey, languageId, admin, now } = command.data;
      if (admin) assertMayManage(admin, s);
      return [{ type: 'ProfileUpdated', data: { userId: s.userId, pii, phoneKey, languageId, updatedAt: now } }];
    }
    case 'ChangeEmail': {
      const s = registered(state);
      const { loginKey, pii, admin, now } = command.data;
      if (admin) assertMayManage(admin, s);
      if (loginKey === s.loginKey) return [];
      return [{ type: 'EmailChanged', data: { userId: s.userId, loginKey, previousLoginKey: s.loginKey, pii, changedAt: now } }];
    }
    case 'UpdateAccess': {
      const s = registered(state);
      const { admin, userTypeId, statusId, companyId, sections, now } = command.data;
      assertMayManage(admin, s, userTypeId);
      const events: UserEvent[] = [];
      if (userTypeId !== undefined && userTypeId !== s.userTypeId) {
        events.push({ type: 'UserTypeChanged', data: { userId: s.userId, userTypeId, changedAt: now } });
      }
      if (statusId !== undefined && statusId !== s.statusId) {
        if (!isUserStatus(statusId)) throw IdentityErrors.statusUnknown('body.ValueDomain_ID_UsersStatus');
        events.push({ type: 'UserStatusChanged', data: { userId: s.userId, statusId, changedAt: now } });
      }
      if (companyId !== undefined && companyId !== s.companyId) {
        events.push({ type: 'UserCompanyChanged', data: { userId: s.userId, companyId, changedAt: now } });
      }
      if (sections !== undefined) {
        sections.forEach((sec, i) => {
          if (!isDashboardSection(sec.sectionId)) throw IdentityErrors.sectionUnknown(`body.Sections.${i}.sectionId`);
        });
        const next = Object.fromEntries(sections.map((sec) => [sec.sectionId, sec.active]));
        const same = Object.keys(next).length === Object.keys(s.sectionOverrides).length
          && Object.entries(next).every(([k, v]) => s.sectionOverrides[Number(k)] === v);
        if (!same) {
          const list = Object.entries(next).map(([k, v]) => ({ sectionId: Number(k), active: v })).sort((a, b) => a.sectionId - b.sectionId);
          events.push({ type: 'UserSectionsChanged', data: { userId: s.userId, sections: list, changedAt: now } });
        }
      }
      return events;
    }
    case 'ChangeCompanyManager': {
      const { actor, manager, now } = command.data;
      assertMayManageCompany(actor);
      const s = companyMember(state, actor);
      if (s.companyManager === manager) return [];
      return [{ type: 'CompanyManagerChanged', data: { userId: s.userId, companyId: s.companyId, manager, changedAt: now } }];
    }
    case 'RemoveFromCompany': {
      const { actor, now } = command.data;
      assertMayManageCompany(actor);
      const s = companyMember(state, actor);
      return [
        ...(s.companyManager ? [{ type: 'CompanyManagerChanged' as const, data: { userId: s.userId, companyId: s.companyId, manager: false, changedAt: now } }] : []),
        { type: 'UserCompanyChanged', data: { userId: s.userId, companyId: 0, changedAt: now } },
        { type: 'UserTypeChanged', data: { userId: s.userId, userTypeId: UserType.Regular, changedAt: now } },
      ];
    }
    case 'DeactivateAccount': {
      const s = registered(state);
      if (s.statusId !== UserStatus.Active) return [];
      return [{ type: 'UserDeactivated', data: { userId: s.userId, deactivatedAt: command.data.now } }];
    }
    case 'ReactivateAccount': {
      const s = registered(state);
      if (s.statusId === UserStatus.Suspended) throw IdentityErrors.accountSuspended();
      if (s.statusId === UserStatus.Active) return [];
      return [{ type: 'UserReactivated', data: { userId: s.userId, reactivatedAt: command.data.now } }];
    }
    case 'DeleteAccount': {
      const s = registered(state);
      if (command.data.confirmation !== DELETE_CONFIRMATION_WORD) throw IdentityErrors.confirmationRequired();
      if (command.data.blockers.length > 0) throw IdentityErrors.deletionBlocked(command.data.blockers);
      return [{ type: 'UserDeleted', data: { userId: s.userId, loginKey: s.loginKey, deletedAt: command.data.now } }];
    }
    case 'StartImpersonation': {
      const s = registered(state);
      const { admin, now } = command.data;
      if (!ADMIN_TYPES.includes(admin.userTypeId) || admin.userId === s.userId) throw IdentityErrors.cannotImpersonate();
      // Spec: never into a super admin.
      if (s.userTypeId === UserType.SuperAdmin) throw IdentityErrors.cannotImpersonate();
      const reason = command.data.reason.trim();
      if (reason.length < IMPERSONATION_REASON_MIN) throw IdentityErrors.impersonationReasonRequired();
      return [{ type: 'ImpersonationStarted', data: { userId: s.userId, impersonatorId: admin.userId, startedAt: now, reason } }];
    }
    case 'EndImpersonation': {
      if (state.kind !== 'registered') return [];
      if (!state.impersonators.includes(command.data.impersonatorId)) return [];
      return [{ type: 'ImpersonationEnded', data: { userId: state.userId, impersonatorId: command.data.impersonatorId, endedAt: command.data.now } }];
    }
    case 'LinkSocialAccount': {
      const s = registered(state);
      const { provider, subjectKey, proof, now } = command.data;
      const linked = s.socialAccounts[provider];
      if (linked === subjectKey) return [];
      if (linked) throw IdentityErrors.socialAlreadyLinked();
      return [{ type: 'SocialAccountLinked', data: { userId: s.userId, provider, subjectKey, proof, linkedAt: now } }];
    }
    case 'UnlinkSocialAccount': {
      const s = registered(state);
      const { provider, now } = command.data;
      const linked = s.socialAccounts[provider];
      if (!linked) throw IdentityErrors.socialNotLinked();
      // Never the last way in: an account without a password keeps at least one provider.
      if (signInMethodsOf(s) <= 1) throw IdentityErrors.lastSignInMethod();
      return [{ type: 'SocialAccountUnlinked', data: { userId: s.userId, provider, subjectKey: linked, unlinkedAt: now } }];
    }
    case 'RecordSocialSignIn': {
      const s = registered(state);
      const { provider, subjectKey, now } = command.data;
      // Only the linked provider account signs in (a link removed since the lookup no longer does).
      if (s.socialAccounts[provider] !== subjectKey) throw IdentityErrors.socialNotLinked();
      assertMaySignIn(s);
      return [{ type: 'SocialSignedIn', data: { userId: s.userId, provider, signedInAt: now } }];
    }
    case 'SignIn': {
      // A deactivated account (paused by its owner) still signs in, to reactivate itself (spec §4); a suspended one does not.
      assertMaySignIn(registered(state));
      return [];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  decide: decideUser,
  evolve: evolveUser,
};

