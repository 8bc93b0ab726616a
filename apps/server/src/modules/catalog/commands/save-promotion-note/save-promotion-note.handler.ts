import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { SavePromotionNoteCommand } from './save-promotion-note.command';

@CommandHandler(SavePromotionNoteCommand)
export class SavePromotionNoteHandler implements ICommandHandler<SavePromotionNoteCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: SavePromotionNoteCommand) {
    return this.cars.savePromotionNote(command.input.body.modelId, command.input.body.note, command.input.body.languageId, command.ctx);
  }
}
