import { Inject } from '@nestjs/common';
import { assertPasswordPolicy, IdentityErrors, isKnownLanguageId, isUserType, parseEmail, parsePhone } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DB } from '../../../../platform/tokens';
import { assertCompanyExists } from '../../adapters/dealer-companies';
import { IdentityNotifier } from '../../adapters/identity-notifier';
import { adminOf } from '../../adapters/sessions';
import { PasswordLinks } from '../../streams/password-links';
import { EMPTY_PERSONAL_DATA } from '../../streams/personal-data';
import { Registration } from '../../streams/registration';
import { CreateUserCommand } from './create-user.command';

/** POST /user/create-admin-user: a user of any type; without a password, a create-password link is mailed. */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly registration: Registration,
    private readonly passwordLinks: PasswordLinks,
    private readonly notifier: IdentityNotifier,
    @Inject(DB) private readonly db: Kysely<any>,
  ) {}

  async execute({ body, linkBase: base, meta: ctx }: CreateUserCommand) {
    const email = parseEmail(body.Email, 'body.Email');
    if (body.Password !== undefined && body.Password !== '') assertPasswordPolicy(body.Password, 'body.Password');
    if (!isUserType(body.UserTypeId)) throw IdentityErrors.userTypeNotAllowed('body.UserTypeId');
    if (!isKnownLanguageId(body.Language_Id)) throw IdentityErrors.languageUnknown('body.Language_Id');
    const phone = parsePhone(body.Phone, 'body.Phone');
    await assertCompanyExists(this.db, body.Company_ID, 'body.Company_ID');
    const created = await this.registration.provision({
      login: email,
      pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: body.FirstName.trim(), LastName: body.LastName.trim(), Phone: phone },
      password: body.Password ? body.Password : null,
      userTypeId: body.UserTypeId, languageId: body.Language_Id, companyId: body.Company_ID, confirmBy: 'email', admin: adminOf(ctx),
    }, ctx);
    if (body.Password) {
      await this.notifier.sendActivation({
        userId: created.userId, loginKey: created.loginKey, email, firstName: body.FirstName.trim() || null, languageId: body.Language_Id,
        brand: ctx.brand, base, now: ctx.now,
      });
    } else {
      await this.passwordLinks.request(created.state, email, body.FirstName.trim() || null, body.Language_Id, 'create', base, ctx);
    }
    return { Status: 1 as const, User_Guid: created.userId };
  }
}
