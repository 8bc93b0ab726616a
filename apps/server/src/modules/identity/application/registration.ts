import { Inject, Injectable } from '@nestjs/common';
import type { RegisterBodySchema, RegisterQuerySchema } from '@marketplace/contracts';
import {
  type AdminActor, assertPasswordPolicy, type CompanyActor, type ConfirmationChannel, DomainError, IdentityErrors, initialUserState, isKnownLanguageId,
  normalizePostalCode, parseDateOfBirth, parseEmail, parsePhone, parseUsername, type RegisteredUser, UserType, type UserTypeId, userDecider,
} from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RequestContext } from '../../../platform/http/request-context';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { throttles } from '../infrastructure/identity-throttle';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { EMPTY_PERSONAL_DATA, type PersonalData } from '../infrastructure/personal-data';
import { IdentityNotifier } from './identity-notifier';
import { SessionCookies } from './session-cookies';
import { Sessions } from './sessions';
import { UserAccounts } from './user-accounts';
import { PhoneVerification } from './phone-verification';

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

/** Public sign-up chooses among these (spec §3 UserType_Id, default '0'); other types come from administrators. */
const SELF_SERVICE_TYPES: Record<string, UserTypeId> = { '0': UserType.Regular, '8': UserType.Regular, '17': UserType.RegularAlt };

@Injectable()
export class Registration {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly cookies: SessionCookies,
    private readonly notifier: IdentityNotifier,
    private readonly phones: PhoneVerification,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /**
   * Creates a user: checks the command against the decider first (so that a refused command claims nothing), hashes
   * the password, claims the login identity (identity.email_already_taken when held), then appends UserRegistered
   * with the personal data and the password hash sealed with the user's own key.
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
    await this.accounts.claim(loginKey, userId, ctx);
    const pii = await this.accounts.seal(userId, input.pii);
    const credential = hash === null ? null : await this.accounts.seal(userId, { hash });
    const outcome = await this.accounts.execute(userId, { type: 'RegisterUser', data: { ...base, pii, credential } }, ctx);
    return { userId, loginKey, state: outcome.state as RegisteredUser, version: outcome.version };
  }

  /** POST /user/register. */
  async register(
    body: z.output<typeof RegisterBodySchema>, query: z.output<typeof RegisterQuerySchema>, ctx: RequestContext,
    req: FastifyRequest, reply: FastifyReply,
  ) {
    await consume(this.limiter, throttles.register(ctx.ip));
    const confirmBy: ConfirmationChannel = body.ConfirmByPhone && !body.ConfirmByEmail ? 'phone' : 'email';
    const email = body.Email.trim() === '' ? '' : parseEmail(body.Email, 'body.Email');
    if (!email && confirmBy === 'email') throw IdentityErrors.emailRequired('body.Email');
    const login = email || parseUsername(body.Username, 'body.Username');
    assertPasswordPolicy(body.Password, 'body.Password');
    const phone = parsePhone(body.Phone, 'body.Phone');
    const cell = parsePhone(body.Cell, 'body.Cell');
    if (confirmBy === 'phone' && !phone && !cell) throw IdentityErrors.phoneRequired('body.Phone');
    const postal = body.PostalCode.trim() === '' ? '' : normalizePostalCode(body.PostalCode);
    if (postal === undefined) throw IdentityErrors.postalCodeInvalid('body.PostalCode');
    const dateOfBirth = parseDateOfBirth(body.DateOfBirth, ctx.now, 'body.DateOfBirth');
    if (!isKnownLanguageId(body.Language_Id)) throw IdentityErrors.languageUnknown('body.Language_Id');
    const userTypeId = SELF_SERVICE_TYPES[String(Number(body.UserType_Id))];
    if (!userTypeId) throw IdentityErrors.userTypeNotAllowed('body.UserType_Id');
    body.Addresses.forEach((a, i) => {
      if (a.PostalCode.trim() !== '' && !normalizePostalCode(a.PostalCode)) throw IdentityErrors.postalCodeInvalid(`body.Addresses.${i}.PostalCode`);
    });

    const pii: PersonalData = {
      ...EMPTY_PERSONAL_DATA,
      UserName: body.Username.trim() || email, Email: email, FirstName: body.FirstName.trim(), LastName: body.LastName.trim(),
      Phone: phone || cell, Cell: cell, PostalCode: postal, address: body.address.trim(), City_Id: body.City_Id, ProvinceId: body.ProvinceId,
      DateOfBirth: dateOfBirth, Company_Name: body.Company_Name.trim(), Addresses: body.Addresses,
    };
    const userId = randomUUID();
    // The code texted at sign-up counts against the budget every text shares (per user, per IP) and the number's own,
    // before anything is written: a refused sign-up (429) creates no account and sends nothing.
    if (confirmBy === 'phone') await consume(this.limiter, throttles.smsSend(userId, ctx.ip, this.accounts.phoneKeyOf(pii.Phone)));
    let created: Provisioned;
    try {
      // A company is an administrator's to give (create-admin-user, update-user-full): sign-up's Company_Id is ignored.
      created = await this.provision({
        userId, login, pii, password: body.Password, userTypeId, languageId: body.Language_Id, companyId: 0, confirmBy, admin: null,
      }, ctx);
    } catch (error) {
      // Spec §8: register Status '2' "That email is already taken"; '4' for a taken user name (accounts without email).
      if (error instanceof DomainError && error.code === 'identity.email_already_taken') return { Status: email ? '2' as const : '4' as const };
      throw error;
    }

    if (confirmBy === 'email') {
      await this.notifier.sendActivation({
        userId: created.userId, loginKey: created.loginKey, email, firstName: pii.FirstName || null, languageId: body.Language_Id,
        brand: ctx.brand, base: this.cookies.linkBase(req), now: ctx.now, redirectUrl: query.redirectUrl,
      });
    }
    let { state, version } = created;
    if (confirmBy === 'phone') ({ state, version } = await this.phones.sendCode(state, pii.Phone, ctx));
    const token = await this.sessions.start(req, reply, ctx, { state, version, persistent: true });
    return { ...(await this.accounts.view(state, null)), Token: token };
  }
}
