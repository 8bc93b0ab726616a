import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { ConfirmTradeInCommand } from './confirm-trade-in.command';

@CommandHandler(ConfirmTradeInCommand)
export class ConfirmTradeInHandler implements ICommandHandler<ConfirmTradeInCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: ConfirmTradeInCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'ConfirmOffer', now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
