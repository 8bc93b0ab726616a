import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { SaveFeaturesCommand } from './save-features.command';

@CommandHandler(SaveFeaturesCommand)
export class SaveFeaturesHandler implements ICommandHandler<SaveFeaturesCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: SaveFeaturesCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'SaveFeatures', equipmentCodes: c.equipmentCodes, now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
