import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MainImages } from '../../streams/main-images';
import { SaveModelMainImageCommand } from './save-model-main-image.command';

@CommandHandler(SaveModelMainImageCommand)
export class SaveModelMainImageHandler implements ICommandHandler<SaveModelMainImageCommand> {
  constructor(private readonly mainImages: MainImages) {}

  async execute({ input: { body }, ctx }: SaveModelMainImageCommand) {
    return this.mainImages.save('model', body.modelId, body.source, body.imageUrl, ctx);
  }
}
