import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { SaveModelMainImageCommand } from './save-model-main-image.command';

@CommandHandler(SaveModelMainImageCommand)
export class SaveModelMainImageHandler implements ICommandHandler<SaveModelMainImageCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: SaveModelMainImageCommand) {
    return this.images.saveMainImage('model', command.input.body.modelId, command.input.body.source, command.input.body.imageUrl, command.ctx);
  }
}
