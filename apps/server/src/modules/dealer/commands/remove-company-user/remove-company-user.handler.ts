import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ManageCompanyMemberCommand } from '../../../identity/identity.public';
import { CompanyScopes } from '../../adapters/company-scope';
import { RemoveCompanyUserCommand } from './remove-company-user.command';

/** A manager (or staff) removes a user from the company (issue #45): they keep an account, without the company. */
@CommandHandler(RemoveCompanyUserCommand)
export class RemoveCompanyUserHandler implements ICommandHandler<RemoveCompanyUserCommand> {
  constructor(private readonly scopes: CompanyScopes, private readonly commands: CommandBus) {}

  async execute({ companyId, userId, meta }: RemoveCompanyUserCommand) {
    const actor = await this.scopes.manager(meta, companyId);
    await this.commands.execute(new ManageCompanyMemberCommand(actor, { kind: 'remove', userId }, meta));
    return { Status: 1 as const };
  }
}
