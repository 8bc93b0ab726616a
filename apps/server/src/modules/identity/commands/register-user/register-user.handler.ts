import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Registration } from '../../application/registration';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly registration: Registration,
  ) {}

  async execute(command: RegisterUserCommand) {
    return this.registration.register(command.body, command.query, command.meta, command.http.req, command.http.reply);
  }
}
