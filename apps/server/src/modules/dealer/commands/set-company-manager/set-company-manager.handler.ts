import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ManageCompanyMemberCommand } from '../../../identity/identity.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { SetCompanyManagerCommand } from './set-company-manager.command';

/** A manager (or staff) sets or unsets another company user's manager flag (issue #45; CompanyManagerChanged). */
@CommandHandler(SetCompanyManagerCommand)
export class SetCompanyManagerHandler implements ICommandHandler<SetCompanyManagerCommand> {
  constructor(private readonly scopes: CompanyScopes, private readonly commands: CommandBus) {}

  async execute({ companyId, userId, manager, meta }: SetCompanyManagerCommand) {
    const actor = await this.scopes.manager(meta, companyId);
    await this.commands.execute(new ManageCompanyMemberCommand(actor, { kind: 'set-manager', userId, manager }, meta));
    return { Status: 1 as const };
  }
}
