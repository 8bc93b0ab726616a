import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { SavePromotionImageCommand } from './save-promotion-image.command';

@CommandHandler(SavePromotionImageCommand)
export class SavePromotionImageHandler implements ICommandHandler<SavePromotionImageCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: SavePromotionImageCommand) {
    return this.cars.savePromotionImage(command.input.body.modelId, command.input.body.url, command.ctx);
  }
}
