import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Administration } from '../../application/administration';
import { EndUserSessionsCommand } from './end-user-sessions.command';

@CommandHandler(EndUserSessionsCommand)
export class EndUserSessionsHandler implements ICommandHandler<EndUserSessionsCommand> {
  constructor(
    private readonly admin: Administration,
  ) {}

  async execute(command: EndUserSessionsCommand) {
    return this.admin.endSessions(command.body, command.meta);
  }
}
