import type { DomainEvent } from '../shared/decider';
import type { UserTypeId } from '../shared/user-types';
import type { UserStatusId } from './user-status';

/**
 * Ciphertext made by the server's privacy vault with the user's own key (ARCHITECTURE §3 rule 10). The domain never
 * sees personal data in clear: names, email, phone, address, date of birth and the password hash travel sealed, so
 * deleting the key (crypto-shredding) makes them unreadable in every event ever written.
 */
export type Sealed = string;

/**
 * A keyed hash (HMAC with a server secret) of a normalised value: equal inputs give equal keys, but the key reveals
 * nothing without the secret. Used for the login identity (email uniqueness), phone numbers and one-time codes.
 */
export type KeyedHash = string;

export type PasswordChangeReason = 'change' | 'reset' | 'create' | 'invite';
/** `invite`: a company manager's invitation (issue #45), its create-password link lives as long as an activation link. */
export type ResetPurpose = 'reset' | 'create' | 'invite';
export type ConfirmationChannel = 'email' | 'phone';
/** Sign-in providers (issue #19): Google by OpenID Connect, Facebook by OAuth 2.0 and the Graph `/me` call. */
export type SocialProvider = 'google' | 'facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
/**
 * How a provider account came to be linked: the account was created by it, the owner proved the password of an
 * existing account with the same email, or the signed-in owner linked it from the profile page.
 */
export type SocialLinkProof = 'signup' | 'password' | 'profile';

export interface SectionOverride {
  readonly sectionId: number;
  readonly active: boolean;
}

/** Events of a user stream `user-<uuid>`. Past tense; data only (metadata carries actor, impersonator, brand). */
export type UserEvent =
  | DomainEvent<'UserRegistered', {
      userId: string;
      loginKey: KeyedHash;
      userTypeId: UserTypeId;
      statusId: UserStatusId;
      languageId: number;
      companyId: number;
      confirmBy: ConfirmationChannel;
      /** Sealed personal data (user name, email, names, phones, address, date of birth, company name). */
      pii: Sealed;
      /** Key of the profile phone number ('' when none), to know whether a verified phone is still the current one. */
      phoneKey: KeyedHash;
      /** Sealed password hash; null for an account created without a password (it gets a create-password link). */
      credential: Sealed | null;
      registeredBy: 'self' | 'admin' | 'invitation';
      registeredAt: string;
    }>
  | DomainEvent<'EmailVerified', { userId: string; loginKey: KeyedHash; verifiedAt: string }>
  | DomainEvent<'PhoneCodeSent', { userId: string; phoneKey: KeyedHash; /** The number, sealed. */ phone: Sealed; codeHash: KeyedHash; expiresAt: string; sentAt: string }>
  | DomainEvent<'PhoneCodeRejected', { userId: string; attempt: number; rejectedAt: string }>
  | DomainEvent<'PhoneVerified', { userId: string; phoneKey: KeyedHash; /** The profile with its phone set to the verified number. */ pii: Sealed; verifiedAt: string }>
  | DomainEvent<'PasswordResetRequested', { userId: string; tokenHash: string; purpose: ResetPurpose; expiresAt: string; requestedAt: string }>
  | DomainEvent<'PasswordChanged', { userId: string; credential: Sealed; reason: PasswordChangeReason; changedAt: string }>
  | DomainEvent<'ProfileUpdated', { userId: string; pii: Sealed; phoneKey: KeyedHash; languageId: number; updatedAt: string }>
  | DomainEvent<'EmailChanged', { userId: string; loginKey: KeyedHash; previousLoginKey: KeyedHash; pii: Sealed; changedAt: string }>
  | DomainEvent<'UserTypeChanged', { userId: string; userTypeId: UserTypeId; changedAt: string }>
  | DomainEvent<'UserSectionsChanged', { userId: string; sections: SectionOverride[]; changedAt: string }>
  | DomainEvent<'UserCompanyChanged', { userId: string; companyId: number; changedAt: string }>
  /** A dealer user's manager flag within their company (issue #45): a manager runs the company's self-service. */
  | DomainEvent<'CompanyManagerChanged', { userId: string; companyId: number; manager: boolean; changedAt: string }>
  | DomainEvent<'UserStatusChanged', { userId: string; statusId: UserStatusId; changedAt: string }>
  | DomainEvent<'UserDeactivated', { userId: string; deactivatedAt: string }>
  | DomainEvent<'UserReactivated', { userId: string; reactivatedAt: string }>
  | DomainEvent<'UserDeleted', { userId: string; loginKey: KeyedHash; deletedAt: string }>
  /** `reason`: why the administrator acts as the user, as typed in the dialog (ADR 0078; absent from earlier events). */
  | DomainEvent<'ImpersonationStarted', { userId: string; impersonatorId: string; startedAt: string; reason?: string }>
  | DomainEvent<'ImpersonationEnded', { userId: string; impersonatorId: string; endedAt: string }>
  /** `subjectKey`: keyed hash of the provider's account id (its `sub`), never the id itself. */
  | DomainEvent<'SocialAccountLinked', { userId: string; provider: SocialProvider; subjectKey: KeyedHash; proof: SocialLinkProof; linkedAt: string }>
  | DomainEvent<'SocialAccountUnlinked', { userId: string; provider: SocialProvider; subjectKey: KeyedHash; unlinkedAt: string }>
  | DomainEvent<'SocialSignedIn', { userId: string; provider: SocialProvider; signedInAt: string }>;

export type UserEventType = UserEvent['type'];

export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserRegistered', 'EmailVerified', 'PhoneCodeSent', 'PhoneCodeRejected', 'PhoneVerified', 'PasswordResetRequested',
  'PasswordChanged', 'ProfileUpdated', 'EmailChanged', 'UserTypeChanged', 'UserSectionsChanged', 'UserCompanyChanged',
  'CompanyManagerChanged', 'UserStatusChanged', 'UserDeactivated', 'UserReactivated', 'UserDeleted', 'ImpersonationStarted', 'ImpersonationEnded',
  'SocialAccountLinked', 'SocialAccountUnlinked', 'SocialSignedIn',
];

export const userStreamId = (userId: string): string => `user-${userId}`;
export const USER_STREAM_PREFIX = 'user-';
