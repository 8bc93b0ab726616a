import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Authentication } from '../../application/authentication';
import { CreateLoginTokenCommand } from './create-login-token.command';

@CommandHandler(CreateLoginTokenCommand)
export class CreateLoginTokenHandler implements ICommandHandler<CreateLoginTokenCommand> {
  constructor(
    private readonly auth: Authentication,
  ) {}

  async execute(command: CreateLoginTokenCommand) {
    return this.auth.createLoginToken(command.meta);
  }
}
