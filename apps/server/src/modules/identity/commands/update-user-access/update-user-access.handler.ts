import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Administration } from '../../application/administration';
import { UpdateUserAccessCommand } from './update-user-access.command';

@CommandHandler(UpdateUserAccessCommand)
export class UpdateUserAccessHandler implements ICommandHandler<UpdateUserAccessCommand> {
  constructor(
    private readonly admin: Administration,
  ) {}

  async execute(command: UpdateUserAccessCommand) {
    return this.admin.updateAccess(command.body, command.meta);
  }
}
