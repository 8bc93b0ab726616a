import type { UserTypeId } from '../shared/user-types';
import { assertNever } from '../shared/decider';
import type { ConfirmationChannel, KeyedHash, ResetPurpose, Sealed, SocialProvider, UserEvent } from './user.events';
import { UserStatus, type UserStatusId } from './user-status';

export interface PendingReset {
  readonly tokenHash: string;
  readonly purpose: ResetPurpose;
  readonly expiresAt: string;
}

export interface PendingPhoneCode {
  readonly phoneKey: KeyedHash;
  readonly phone: Sealed;
  readonly codeHash: KeyedHash;
  readonly expiresAt: string;
  readonly failedAttempts: number;
}

export type UserState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'registered';
      readonly userId: string;
      readonly loginKey: KeyedHash;
      readonly userTypeId: UserTypeId;
      readonly statusId: UserStatusId;
      readonly languageId: number;
      readonly companyId: number;
      /** A dealer user who manages their company's self-service (issue #45). */
      readonly companyManager: boolean;
      readonly confirmBy: ConfirmationChannel;
      readonly pii: Sealed;
      readonly credential: Sealed | null;
      readonly emailVerified: boolean;
      readonly phoneKey: KeyedHash;
      readonly verifiedPhoneKey: KeyedHash | null;
      readonly pendingReset: PendingReset | null;
      readonly phoneCode: PendingPhoneCode | null;
      readonly sectionOverrides: Readonly<Record<number, boolean>>;
      readonly impersonators: readonly string[];
      /** Linked sign-in providers: provider -> keyed hash of the provider's account id. */
      readonly socialAccounts: Readonly<Partial<Record<SocialProvider, KeyedHash>>>;
    }
  | { readonly kind: 'deleted'; readonly userId: string };

export type RegisteredUser = Extract<UserState, { kind: 'registered' }>;

export const initialUserState: UserState = { kind: 'none' };

/** The phone is verified when the number verified by SMS is still the profile's number. */
export const isPhoneVerified = (s: RegisteredUser): boolean => s.verifiedPhoneKey !== null && s.verifiedPhoneKey === s.phoneKey;

/**
 * Activated (spec §4 "activation needs a 6-digit code by SMS or an email link"): the email was confirmed, or, for an
 * account that chose confirmation by phone, the phone was. This is what the API reports as EmailVerified.
 */
export const isActivated = (s: RegisteredUser): boolean => s.emailVerified || (s.confirmBy === 'phone' && isPhoneVerified(s));

export const isActive = (s: RegisteredUser): boolean => s.statusId === UserStatus.Active;

/** The ways this account can sign in: its password (when it has one) and each linked provider. */
export const signInMethodsOf = (s: RegisteredUser): number => (s.credential ? 1 : 0) + Object.keys(s.socialAccounts).length;

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return {
      kind: 'registered', userId: d.userId, loginKey: d.loginKey, userTypeId: d.userTypeId, statusId: d.statusId,
      languageId: d.languageId, companyId: d.companyId, companyManager: false, confirmBy: d.confirmBy, pii: d.pii, credential: d.credential,
      emailVerified: false, phoneKey: d.phoneKey, verifiedPhoneKey: null, pendingReset: null, phoneCode: null,
      sectionOverrides: {}, impersonators: [], socialAccounts: {},
    };
  }
  if (state.kind !== 'registered') {
    return event.type === 'UserDeleted' ? { kind: 'deleted', userId: event.data.userId } : state;
  }
  switch (event.type) {
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'PhoneCodeSent':
      return { ...state, phoneCode: { phoneKey: event.data.phoneKey, phone: event.data.phone, codeHash: event.data.codeHash, expiresAt: event.data.expiresAt, failedAttempts: 0 } };
    case 'PhoneCodeRejected':
      return state.phoneCode ? { ...state, phoneCode: { ...state.phoneCode, failedAttempts: event.data.attempt } } : state;
    case 'PhoneVerified':
      return { ...state, phoneCode: null, pii: event.data.pii, phoneKey: event.data.phoneKey, verifiedPhoneKey: event.data.phoneKey };
    case 'PasswordResetRequested':
      return { ...state, pendingReset: { tokenHash: event.data.tokenHash, purpose: event.data.purpose, expiresAt: event.data.expiresAt } };
    case 'PasswordChanged':
      // Any password change burns a pending reset link: links are single use.
      return { ...state, credential: event.data.credential, pendingReset: null };
    case 'ProfileUpdated':
      return { ...state, pii: event.data.pii, phoneKey: event.data.phoneKey, languageId: event.data.languageId };
    case 'EmailChanged':
      // A new address must be confirmed again; old activation and reset links die with the old login key.
      return { ...state, loginKey: event.data.loginKey, pii: event.data.pii, emailVerified: false, pendingReset: null };
    case 'UserTypeChanged':
      return { ...state, userTypeId: event.data.userTypeId };
    case 'UserSectionsChanged':
      return { ...state, sectionOverrides: Object.fromEntries(event.data.sections.map((s) => [s.sectionId, s.active])) };
    case 'UserCompanyChanged':
      // Another company's user manages nothing of it: the flag never follows a move.
      return { ...state, companyId: event.data.companyId, companyManager: false };
    case 'CompanyManagerChanged':
      return { ...state, companyManager: event.data.manager };
    case 'UserStatusChanged':
      return { ...state, statusId: event.data.statusId };
    case 'UserDeactivated':
      return { ...state, statusId: UserStatus.Deactivated };
    case 'UserReactivated':
      return { ...state, statusId: UserStatus.Active };
    case 'UserDeleted':
      return { kind: 'deleted', userId: state.userId };
    case 'ImpersonationStarted':
      return { ...state, impersonators: [...state.impersonators.filter((i) => i !== event.data.impersonatorId), event.data.impersonatorId] };
    case 'ImpersonationEnded':
      return { ...state, impersonators: state.impersonators.filter((i) => i !== event.data.impersonatorId) };
    case 'SocialAccountLinked':
      return { ...state, socialAccounts: { ...state.socialAccounts, [event.data.provider]: event.data.subjectKey } };
    case 'SocialAccountUnlinked': {
      const { [event.data.provider]: _gone, ...rest } = state.socialAccounts;
      return { ...state, socialAccounts: rest };
    }
    case 'SocialSignedIn':
      return state;
    default:
      return assertNever(event);
  }
}
