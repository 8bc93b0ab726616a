import { DomainError, isDomainError } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { SaveBasicInformationCommand } from './save-basic-information.command';

@CommandHandler(SaveBasicInformationCommand)
export class SaveBasicInformationHandler implements ICommandHandler<SaveBasicInformationCommand> {
  constructor(private readonly streams: TradeInStreams) {}

  async execute(c: SaveBasicInformationCommand) {
    const now = c.meta.now.toISOString();
    try {
      const { written } = await this.streams.execute(c.tradeInId, { type: 'SaveBasicInformation', basic: c.basic, now }, c.meta, { access: ownerOf(c.meta), expectedVersion: c.expectedVersion });
      return written;
    } catch (error) {
      // The decider names the step's field; the answer names it as the request has it (the web puts it under the field).
      if (isDomainError(error) && error.field === 'mileage') throw new DomainError(error.code, error.kind, error.message, 'body.basic.mileage', error.details);
      throw error;
    }
  }
}
