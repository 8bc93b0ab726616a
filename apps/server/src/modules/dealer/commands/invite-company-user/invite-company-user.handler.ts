import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DealerErrors, DomainError, LANGUAGES } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Mailer } from '../../../../platform/mail/mailer';
import { DB, LOGGER } from '../../../../platform/tokens';
import { ManageCompanyMemberCommand, userContact } from '../../../identity/identity.public';
import { ownedCompany, CompanyScopes } from '../../adapters/company-scope';
import { companyInvitationMail } from '../../adapters/company-invitation-mail';
import { InviteCompanyUserCommand } from './invite-company-user.command';

/**
 * A manager (or staff) invites someone into the company (issue #45): identity registers them as a dealer user of the
 * company (an event on their stream) and mints their create-password link; this writes the invitation in their
 * language. An address that already has an account (another company's, a customer's) is refused on the field: a
 * manager never takes over an existing account.
 */
@CommandHandler(InviteCompanyUserCommand)
export class InviteCompanyUserHandler implements ICommandHandler<InviteCompanyUserCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>, @Inject(LOGGER) private readonly logger: Logger,
    private readonly scopes: CompanyScopes, private readonly commands: CommandBus, private readonly mailer: Mailer,
  ) {}

  async execute({ companyId, email, firstName, lastName, language, base, meta }: InviteCompanyUserCommand) {
    const actor = await this.scopes.manager(meta, companyId);
    const company = await ownedCompany(this.scopes, meta, companyId);
    const languageId = LANGUAGES.find((l) => l.key === language)!.id;
    const invited = await this.commands.execute(new ManageCompanyMemberCommand(actor, { kind: 'invite', email, firstName, lastName, languageId }, meta))
      .catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'identity.email_already_taken' ? DealerErrors.inviteeHasAccount() : error;
      });
    const inviter = await userContact(this.db, actor.userId);
    const url = `${base}/${language}/create-password/${encodeURIComponent(invited.inviteToken!)}`;
    const mail = companyInvitationMail(language, meta.brand, { firstName, companyName: company.name, inviterName: inviter?.firstName ?? null, url, base });
    // The account exists either way: a failed delivery is logged (without the address), and a new link is one reset away.
    await this.mailer.send({ to: email.trim().toLowerCase(), kind: 'dealer.company-invitation', ...mail })
      .catch((err: unknown) => this.logger.error({ err, kind: 'dealer.company-invitation' }, 'company invitation not delivered'));
    return { Status: 1 as const, userId: invited.userId };
  }
}
