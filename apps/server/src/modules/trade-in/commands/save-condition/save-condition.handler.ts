import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { SaveConditionCommand } from './save-condition.command';

@CommandHandler(SaveConditionCommand)
export class SaveConditionHandler implements ICommandHandler<SaveConditionCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: SaveConditionCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'SaveCondition', condition: c.condition, now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
