import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { AskAdviserCommand } from './ask-adviser.command';

@CommandHandler(AskAdviserCommand)
export class AskAdviserHandler implements ICommandHandler<AskAdviserCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: AskAdviserCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'AskAdviser', note: c.note, now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
