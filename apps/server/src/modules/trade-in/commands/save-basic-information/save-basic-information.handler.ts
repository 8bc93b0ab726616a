import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../trade-in.streams';
import { SaveBasicInformationCommand } from './save-basic-information.command';

@CommandHandler(SaveBasicInformationCommand)
export class SaveBasicInformationHandler implements ICommandHandler<SaveBasicInformationCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: SaveBasicInformationCommand) {
    const now = c.meta.now.toISOString();
    const { written } = await this.streams.execute(c.tradeInId, { type: 'SaveBasicInformation', basic: c.basic, now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
    return written;
  }
}
