import { Inject } from '@nestjs/common';
import type { registerRoute, RouteResponse } from '@marketplace/contracts';
import {
  assertPasswordPolicy, type ConfirmationChannel, DomainError, IdentityErrors, isKnownLanguageId, normalizePostalCode, parseDateOfBirth,
  parseEmail, parsePhone, parseUsername, UserType, type UserTypeId,
} from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import { throttles } from '../../adapters/identity-throttle';
import { Sessions, type WithCookies } from '../../adapters/sessions';
import { EMPTY_PERSONAL_DATA, type PersonalData } from '../../streams/personal-data';
import { PhoneVerification } from '../../streams/phone-verification';
import { type Provisioned, Registration } from '../../streams/registration';
import { UserAccounts } from '../../streams/user-accounts';
import { RegisterUserCommand } from './register-user.command';

/** Public sign-up chooses among these (spec §3 UserType_Id, default '0'); other types come from administrators. */
const SELF_SERVICE_TYPES: Record<string, UserTypeId> = { '0': UserType.Regular, '8': UserType.Regular, '17': UserType.RegularAlt };

/** POST /user/register: every field checked before anything is written; the new account is signed in at once. */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly registration: Registration,
    private readonly sessions: Sessions,
    private readonly notifier: IdentityNotifier,
    private readonly phones: PhoneVerification,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, query, linkBase, meta: ctx }: RegisterUserCommand): Promise<WithCookies<RouteResponse<typeof registerRoute>>> {
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
      created = await this.registration.provision({
        userId, login, pii, password: body.Password, userTypeId, languageId: body.Language_Id, companyId: 0, confirmBy, admin: null,
      }, ctx);
    } catch (error) {
      // Spec §8: register Status '2' "That email is already taken"; '4' for a taken user name (accounts without email).
      if (error instanceof DomainError && error.code === 'identity.email_already_taken') return { answer: { Status: email ? '2' as const : '4' as const }, cookies: {} };
      throw error;
    }

    if (confirmBy === 'email') {
      await this.notifier.sendActivation({
        userId: created.userId, loginKey: created.loginKey, email, firstName: pii.FirstName || null, languageId: body.Language_Id,
        brand: ctx.brand, base: linkBase, now: ctx.now, redirectUrl: query.redirectUrl,
      });
    }
    let { state, version } = created;
    if (confirmBy === 'phone') ({ state, version } = await this.phones.sendCode(state, pii.Phone, ctx));
    const session = await this.sessions.start(ctx, { state, version, persistent: true });
    return { answer: { ...(await this.accounts.view(state, null)), Token: session.token }, cookies: { session } };
  }
}
