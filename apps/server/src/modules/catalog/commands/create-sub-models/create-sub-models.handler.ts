import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { CreateSubModelsCommand } from './create-sub-models.command';

@CommandHandler(CreateSubModelsCommand)
export class CreateSubModelsHandler implements ICommandHandler<CreateSubModelsCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: CreateSubModelsCommand) {
    return this.cars.createSubModels(command.input.query.mainModelId, command.input.body.SubModelsId, command.ctx);
  }
}
