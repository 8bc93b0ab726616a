import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MainImages } from '../../streams/main-images';
import { SaveTrimMainImageCommand } from './save-trim-main-image.command';

@CommandHandler(SaveTrimMainImageCommand)
export class SaveTrimMainImageHandler implements ICommandHandler<SaveTrimMainImageCommand> {
  constructor(private readonly mainImages: MainImages) {}

  async execute({ input: { body }, ctx }: SaveTrimMainImageCommand) {
    return this.mainImages.save('trim', body.trimId, body.source, body.imageUrl, ctx);
  }
}
