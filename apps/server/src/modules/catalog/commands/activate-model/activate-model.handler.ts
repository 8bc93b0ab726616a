import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogModels } from '../../streams/catalog-models';
import { ActivateModelCommand } from './activate-model.command';

/** Shows or hides a model. */
@CommandHandler(ActivateModelCommand)
export class ActivateModelHandler implements ICommandHandler<ActivateModelCommand> {
  constructor(private readonly models: CatalogModels) {}

  async execute({ input: { body: { modelId, active } }, ctx }: ActivateModelCommand) {
    return this.models.update(modelId, { active }, ctx, 'ModelActivationChanged', { modelId, active });
  }
}
