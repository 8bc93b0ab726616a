import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertImageUrl } from '@marketplace/domain';
import { CatalogModels } from '../../streams/catalog-models';
import { SavePromotionImageCommand } from './save-promotion-image.command';

@CommandHandler(SavePromotionImageCommand)
export class SavePromotionImageHandler implements ICommandHandler<SavePromotionImageCommand> {
  constructor(private readonly models: CatalogModels) {}

  async execute({ input: { body: { modelId, url } }, ctx }: SavePromotionImageCommand) {
    const value = url === null ? null : assertImageUrl(url, 'body.url');
    return this.models.update(modelId, { promotion_image_url: value }, ctx, 'PromotionImageChanged', { modelId, url: value });
  }
}
