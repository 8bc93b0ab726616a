import { creditApplicationDecider, creditApplicationStreamId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { CreateCreditApplicationCommand } from './create-credit-application.command';

@CommandHandler(CreateCreditApplicationCommand)
export class CreateCreditApplicationHandler implements ICommandHandler<CreateCreditApplicationCommand> {
  constructor(private readonly commands: EventSourcedCommands) {}

  async execute({ source, meta, applicationId = randomUUID() }: CreateCreditApplicationCommand) {
    const outcome = await this.commands.execute(creditApplicationDecider, creditApplicationStreamId(applicationId), {
      type: 'StartCreditApplication', applicationId, ownerId: meta.principal!.userId, source, now: meta.now.toISOString(),
    }, meta);
    return written({ applicationId }, outcome.append?.position ?? null);
  }
}
