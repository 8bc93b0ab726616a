import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogModels } from '../../streams/catalog-models';
import { SavePromotionNoteCommand } from './save-promotion-note.command';

@CommandHandler(SavePromotionNoteCommand)
export class SavePromotionNoteHandler implements ICommandHandler<SavePromotionNoteCommand> {
  constructor(private readonly models: CatalogModels) {}

  async execute({ input: { body: { modelId, note, languageId } }, ctx }: SavePromotionNoteCommand) {
    const value = note?.trim() ? note.trim() : null;
    return this.models.update(modelId, languageId === 1 ? { promotion_note_en: value } : { promotion_note_fr: value }, ctx, 'PromotionNoteChanged', { modelId, languageId, note: value });
  }
}
