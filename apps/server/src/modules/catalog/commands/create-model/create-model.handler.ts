import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { CreateModelCommand } from './create-model.command';

@CommandHandler(CreateModelCommand)
export class CreateModelHandler implements ICommandHandler<CreateModelCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: CreateModelCommand) {
    return this.cars.createModel(command.input.body.modelId, command.input.body.modelName, command.ctx);
  }
}
