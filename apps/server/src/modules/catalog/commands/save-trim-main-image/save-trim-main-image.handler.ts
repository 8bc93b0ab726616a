import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ImagesService } from '../../admin/images.service';
import { SaveTrimMainImageCommand } from './save-trim-main-image.command';

@CommandHandler(SaveTrimMainImageCommand)
export class SaveTrimMainImageHandler implements ICommandHandler<SaveTrimMainImageCommand> {
  constructor(private readonly images: ImagesService) {}

  async execute(command: SaveTrimMainImageCommand) {
    return this.images.saveMainImage('trim', command.input.body.trimId, command.input.body.source, command.input.body.imageUrl, command.ctx);
  }
}
