import { __camel__Decider, __camel__StreamId } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { systemContext } from '../../../../platform/http/request-context';
import { Expire__Pascal__Command } from './expire-__kebab__.command';

/** Load, decide, append: the decider answers nothing when the deadline fires twice or early. */
@CommandHandler(Expire__Pascal__Command)
export class Expire__Pascal__Handler implements ICommandHandler<Expire__Pascal__Command> {
  constructor(
    private readonly commands: EventSourcedCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ __camel__Id }: Expire__Pascal__Command): Promise<void> {
    const meta = systemContext(this.clock.now());
    await this.commands.execute(__camel__Decider, __camel__StreamId(__camel__Id), {
      type: 'Expire__Pascal__', __camel__Id, now: meta.now.toISOString(),
    }, meta, { retries: 3 });
  }
}
