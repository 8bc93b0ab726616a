import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { SaveImagesIdCommand } from './save-images-id.command';

@CommandHandler(SaveImagesIdCommand)
export class SaveImagesIdHandler implements ICommandHandler<SaveImagesIdCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: SaveImagesIdCommand) {
    return this.images.saveImagesId(command.input.body.trimId, command.input.body.vifId);
  }
}
