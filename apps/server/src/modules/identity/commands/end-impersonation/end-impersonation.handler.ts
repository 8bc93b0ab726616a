import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { EndImpersonationCommand } from './end-impersonation.command';

@CommandHandler(EndImpersonationCommand)
export class EndImpersonationHandler implements ICommandHandler<EndImpersonationCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: EndImpersonationCommand) {
    return this.auth.endImpersonation(command.meta, command.http.req, command.http.reply);
  }
}
