import { Injectable } from '@nestjs/common';
import {
  type AdminActor, type CompanyActor, type ConfirmationChannel, initialUserState, type RegisteredUser, type UserTypeId, userDecider,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../platform/http/request-context';
import { PasswordHasher } from '../adapters/password-hasher';
import type { PersonalData } from './personal-data';
import { type RegisterUserCommand, UserAccounts } from './user-accounts';

export interface ProvisionInput {
  /** The new user's id, when the caller needed it before (e.g. to count a text sent for them); a fresh one otherwise. */
  readonly userId?: string;
  /** The login identity: the normalised email, or the user name of an account without email. */
  readonly login: string;
  readonly pii: PersonalData;
  readonly password: string | null;
  readonly userTypeId: UserTypeId;
  readonly languageId: number;
  readonly companyId: number;
  readonly confirmBy: ConfirmationChannel;
  readonly admin: AdminActor | null;
  /** A company's manager (or staff) inviting a dealer user into the company (issue #45). */
  readonly invitedBy?: CompanyActor;
}

export interface Provisioned {
  readonly userId: string;
  readonly loginKey: string;
  readonly state: RegisteredUser;
  readonly version: number;
}

/** A new user stream, shared by sign-up, an administrator's new user, a first social sign-in and the demo seed. */
@Injectable()
export class Registration {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Creates a user: checks the command against the decider first (so that a refused command costs no password hash),
   * hashes the password, then claims the login identity and appends UserRegistered, with the personal data and the
   * password hash sealed with the user's own key, in ONE atomic append (ADR 0094): identity.email_already_taken when
   * the login is held, with nothing written and nothing sealed; no crash leaves the claim without its user.
   */
  async provision(input: ProvisionInput, ctx: RequestContext): Promise<Provisioned> {
    const userId = input.userId ?? randomUUID();
    const loginKey = this.accounts.loginKeyOf(input.login);
    const phoneKey = this.accounts.phoneKeyOf(input.pii.Phone);
    const base = {
      userId, loginKey, userTypeId: input.userTypeId, languageId: input.languageId, companyId: input.companyId,
      confirmBy: input.confirmBy, phoneKey, admin: input.admin, ...(input.invitedBy ? { invitedBy: input.invitedBy } : {}), now: ctx.now.toISOString(),
    };
    userDecider.decide({ type: 'RegisterUser', data: { ...base, pii: '', credential: null } }, initialUserState);
    const hash = input.password === null ? null : await this.hasher.hash(input.password);
    let sealed: Promise<RegisterUserCommand> | undefined;
    const registration = () => (sealed ??= (async (): Promise<RegisterUserCommand> => ({
      type: 'RegisterUser',
      data: { ...base, pii: await this.accounts.seal(userId, input.pii), credential: hash === null ? null : await this.accounts.seal(userId, { hash }) },
    }))());
    const user = await this.accounts.register(loginKey, userId, registration, ctx);
    return { userId, loginKey, state: user.state as RegisteredUser, version: user.version };
  }
}
