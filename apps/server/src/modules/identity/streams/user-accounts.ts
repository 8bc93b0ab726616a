import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@marketplace/contracts';
import {
  DomainError, IdentityErrors, isActivated, isActive, isPhoneVerified, type LoginClaimCommand, loginClaimDecider, type LoginClaimState, loginClaimStreamId,
  loginIdentityOf, type RegisteredUser, userDecider, type UserCommand, type UserState, userStreamId,
} from '@marketplace/domain';
import { EventSourcedCommands, onStream } from '../../../platform/commands/event-sourced-commands';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import type { RequestContext } from '../../../platform/http/request-context';
import { KeyedHasher } from '../../../platform/privacy/keys';
import { PrivacyVault } from '../../../platform/privacy/privacy-vault';
import type { PrincipalSnapshot } from '../adapters/session-store';
import { toSessionUser } from '../views/session-user';
import { type Credential, EMPTY_PERSONAL_DATA, type PersonalData } from './personal-data';

export type RegisterUserCommand = Extract<UserCommand, { type: 'RegisterUser' }>;

const RETRYABLE = new Set<UserCommand['type']>(['RequestPasswordReset', 'VerifyEmail', 'StartImpersonation', 'EndImpersonation', 'SendPhoneCode']);

/** 401 auth.unauthenticated: the request's session names no live account. */
export const signInFirst = () => new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');

export interface LoadedUser {
  readonly state: UserState;
  readonly version: number;
}

/**
 * The identity context's access to its streams and to the vault: load and fold a user, run a command through the
 * decider, seal and open personal data, compute keyed hashes. No business rule lives here.
 */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly commands: EventSourcedCommands,
    private readonly vault: PrivacyVault,
    private readonly hasher: KeyedHasher,
  ) {}

  /** Keyed hash of a login identity (email or user name), after normalisation. */
  loginKeyOf(login: string): string {
    return this.hasher.hash('login', loginIdentityOf(login));
  }

  phoneKeyOf(digits: string): string {
    return digits ? this.hasher.hash('phone', digits) : '';
  }

  /** Keyed hash of a provider's account id: the claim key that makes one provider account link to one user. */
  socialKeyOf(provider: string, subject: string): string {
    return this.hasher.hash('social', `${provider}|${subject}`);
  }

  codeHashOf(userId: string, code: string): string {
    return this.hasher.hash('sms-code', `${userId}|${code}`);
  }

  /** The user holding a login identity (possibly a deleted account: callers load the user). */
  async holderOf(loginKey: string): Promise<string | null> {
    const { state } = await this.commands.load(loginClaimDecider, loginClaimStreamId(loginKey));
    return state.holder;
  }

  /**
   * Claims a login identity for a user; throws identity.email_already_taken when someone else holds it. Answers
   * whether this call took it (false when the user already held it), so that a caller whose next step fails releases
   * only what it took. A new user claims its login in `register`, together with its stream.
   */
  async claim(loginKey: string, userId: string, ctx: RequestContext): Promise<boolean> {
    const outcome = await this.commands.execute(loginClaimDecider, loginClaimStreamId(loginKey), await this.claimCommand(loginKey, userId, null, ctx), ctx, { retries: 2 });
    return outcome.events.some((e) => e.type === 'LoginClaimed');
  }

  /**
   * A new user: claims its login identity and creates its stream with RegisterUser in ONE atomic append (ADR 0094), so
   * that no crash leaves a claim without its user. `registration` makes the command once the claim is decided (it seals
   * the person's data, which makes their key: a login held by someone else makes none). identity.email_already_taken
   * when someone else holds the login (a concurrent sign-up that won is read again and found so); 409
   * identity.account_changed_concurrently when the write is still refused after its retries.
   */
  async register(loginKey: string, userId: string, registration: () => Promise<RegisterUserCommand>, ctx: RequestContext): Promise<LoadedUser> {
    try {
      const [, user] = await this.commands.executeOnStreams([
        onStream(loginClaimDecider, loginClaimStreamId(loginKey), (claim) => this.claimCommand(loginKey, userId, claim, ctx)),
        onStream(userDecider, userStreamId(userId), registration, { isNew: true }),
      ], ctx, { retries: 2 });
      return { state: user.state, version: user.version };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw IdentityErrors.accountChangedConcurrently();
      throw error;
    }
  }

  /**
   * ClaimLogin with what the decider needs of the current holder (the claim's state as read, or the holder read here
   * when null): whether its user stream is live, deleted (its login is free at once) or missing (an orphan claim of a
   * sign-up written in two steps, before ADR 0094: taken over after the grace period).
   */
  private async claimCommand(loginKey: string, userId: string, claim: LoginClaimState | null, ctx: RequestContext): Promise<LoginClaimCommand> {
    const holder = claim ? claim.holder : await this.holderOf(loginKey);
    const holderState = holder !== null && holder !== userId ? await this.holderState(holder) : 'missing';
    return { type: 'ClaimLogin', data: { loginKey, userId, now: ctx.now.toISOString(), holder: holderState } };
  }

  private async holderState(holder: string): Promise<'live' | 'deleted' | 'missing'> {
    const { state } = await this.load(holder);
    return state.kind === 'registered' ? 'live' : state.kind === 'deleted' ? 'deleted' : 'missing';
  }

  async release(loginKey: string, userId: string, ctx: RequestContext): Promise<void> {
    await this.commands.execute(loginClaimDecider, loginClaimStreamId(loginKey), {
      type: 'ReleaseLogin', data: { loginKey, userId, now: ctx.now.toISOString() },
    }, ctx, { retries: 2 });
  }

  /** The signed-in user's own account (the self-service routes); auth.unauthenticated without one. */
  async me(ctx: RequestContext): Promise<{ state: RegisteredUser; version: number }> {
    if (!ctx.principal) throw signInFirst();
    const { state, version } = await this.load(ctx.principal.userId);
    if (state.kind !== 'registered') throw signInFirst();
    return { state, version };
  }

  async load(userId: string): Promise<LoadedUser> {
    const { state, version } = await this.commands.load(userDecider, userStreamId(userId));
    return { state, version };
  }

  /**
   * Runs a command on a user stream. Commands whose inputs stay true whatever else happened to the user (a new reset
   * link, a verification, impersonation bookkeeping) are re-decided on a concurrency conflict; the others answer 409
   * identity.account_changed_concurrently (the event store's own error names the stream and its versions).
   */
  async execute(userId: string, command: UserCommand, ctx: RequestContext) {
    const retries = RETRYABLE.has(command.type) ? 3 : 0;
    try {
      return await this.commands.execute(userDecider, userStreamId(userId), command, ctx, { retries });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw IdentityErrors.accountChangedConcurrently();
      throw error;
    }
  }

  /** Before any session starts for the user: the decider refuses an account that may not sign in (suspended, deleted). */
  assertMaySignIn(state: UserState, ctx: RequestContext): void {
    userDecider.decide({ type: 'SignIn', data: { now: ctx.now.toISOString() } }, state);
  }

  seal(userId: string, value: PersonalData | Credential | { phone: string }): Promise<string> {
    return this.vault.encrypt(userId, value);
  }

  open<T>(userId: string, sealed: string): Promise<T | null> {
    return this.vault.decrypt<T>(userId, sealed);
  }

  async personalData(state: RegisteredUser): Promise<PersonalData> {
    const pii = await this.vault.decrypt<PersonalData>(state.userId, state.pii);
    return { ...EMPTY_PERSONAL_DATA, ...(pii ?? {}) };
  }

  async passwordHash(state: RegisteredUser): Promise<string | null> {
    if (!state.credential) return null;
    return (await this.vault.decrypt<Credential>(state.userId, state.credential))?.hash ?? null;
  }

  shred(userId: string): Promise<void> {
    return this.vault.shred(userId);
  }

  snapshotOf(state: RegisteredUser, version: number): PrincipalSnapshot {
    return { userTypeId: state.userTypeId, activated: isActivated(state), active: isActive(state), userVersion: version };
  }

  /** Spec §3 "User (session)" from the stream (the read-your-writes path). */
  async view(state: RegisteredUser, impersonatorId: string | null): Promise<SessionUser> {
    const pii = await this.personalData(state);
    return toSessionUser({
      userId: state.userId, userName: pii.UserName, email: pii.Email, firstName: pii.FirstName, lastName: pii.LastName,
      userTypeId: state.userTypeId, statusId: state.statusId, activated: isActivated(state), active: isActive(state),
      companyId: state.companyId, phone: pii.Phone, cell: pii.Cell, phoneVerified: isPhoneVerified(state), postalCode: pii.PostalCode,
      languageId: state.languageId, impersonatorId,
    });
  }
}
