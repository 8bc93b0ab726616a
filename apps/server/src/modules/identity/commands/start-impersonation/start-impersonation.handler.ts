import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { StartImpersonationCommand } from './start-impersonation.command';

@CommandHandler(StartImpersonationCommand)
export class StartImpersonationHandler implements ICommandHandler<StartImpersonationCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: StartImpersonationCommand) {
    return this.auth.impersonate(command.targetUserId, command.meta, command.http.req, command.http.reply);
  }
}
