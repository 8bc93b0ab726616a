import { __camel__Decider, __camel__StreamId } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes';
import { Create__Pascal__Command } from './create-__kebab__.command';

/** Loads the new stream once, lets the pure decider decide, appends with the expected version, answers from the outcome. */
@CommandHandler(Create__Pascal__Command)
export class Create__Pascal__Handler implements ICommandHandler<Create__Pascal__Command> {
  constructor(private readonly commands: EventSourcedCommands) {}

  async execute({ name, meta }: Create__Pascal__Command) {
    const __camel__Id = randomUUID();
    const outcome = await this.commands.execute(__camel__Decider, __camel__StreamId(__camel__Id), {
      type: 'Create__Pascal__',
      __camel__Id,
      // The route admits signed-in callers only (the access guard ran before the controller).
      ownerId: meta.principal!.userId,
      name,
      now: meta.now.toISOString(),
    }, meta);
    return written({ id: __camel__Id }, outcome.append?.position ?? null);
  }
}
