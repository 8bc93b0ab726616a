import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { DiscardTradeInCommand } from './discard-trade-in.command';

@CommandHandler(DiscardTradeInCommand)
export class DiscardTradeInHandler implements ICommandHandler<DiscardTradeInCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: DiscardTradeInCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'DiscardTradeIn', now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
