import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Administration } from '../../application/administration';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly admin: Administration,
  ) {}

  async execute(command: CreateUserCommand) {
    return this.admin.createUser(command.body, command.meta, command.http.req);
  }
}
