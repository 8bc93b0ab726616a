import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { ActivateModelCommand } from './activate-model.command';

@CommandHandler(ActivateModelCommand)
export class ActivateModelHandler implements ICommandHandler<ActivateModelCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: ActivateModelCommand) {
    return this.cars.activateModel(command.input.body.modelId, command.input.body.active, command.ctx);
  }
}
