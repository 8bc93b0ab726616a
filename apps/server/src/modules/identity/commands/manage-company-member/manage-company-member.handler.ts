import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseEmail, UserType } from '@marketplace/domain';
import { Registration } from '../../streams/registration';
import { Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { EMPTY_PERSONAL_DATA } from '../../streams/personal-data';
import { resetLinks } from '../../adapters/tokens';
import { ManageCompanyMemberCommand } from './manage-company-member.command';

/**
 * A company's users (issue #45), each change an event on the user's stream: an invited dealer user of the actor's
 * company (UserRegistered, registeredBy 'invitation', then a create-password link that lives 7 days and activates the
 * account), the manager flag (CompanyManagerChanged), a removal (no company, a regular account; their sessions end).
 * The decider refuses a dealer without the flag (403) and a user of another company (404).
 */
@CommandHandler(ManageCompanyMemberCommand)
export class ManageCompanyMemberHandler implements ICommandHandler<ManageCompanyMemberCommand> {
  constructor(private readonly registration: Registration, private readonly accounts: UserAccounts, private readonly sessions: Sessions) {}

  async execute({ actor, action, meta }: ManageCompanyMemberCommand) {
    if (action.kind === 'invite') {
      const email = parseEmail(action.email, 'body.email');
      const created = await this.registration.provision({
        login: email, pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: action.firstName, LastName: action.lastName },
        password: null, userTypeId: UserType.Dealer, languageId: action.languageId, companyId: actor.companyId, confirmBy: 'email', admin: null,
        invitedBy: actor,
      }, meta);
      const link = resetLinks.create(created.userId);
      await this.accounts.execute(created.userId, { type: 'RequestPasswordReset', data: { tokenHash: link.tokenHash, purpose: 'invite', now: meta.now.toISOString() } }, meta);
      return { userId: created.userId, inviteToken: link.token };
    }
    const now = meta.now.toISOString();
    const command = action.kind === 'remove'
      ? { type: 'RemoveFromCompany' as const, data: { actor, now } }
      : { type: 'ChangeCompanyManager' as const, data: { actor, manager: action.manager, now } };
    await this.accounts.execute(action.userId, command, meta);
    if (action.kind === 'remove') await this.sessions.endAllOf(action.userId);
    return { userId: action.userId, inviteToken: null };
  }
}
