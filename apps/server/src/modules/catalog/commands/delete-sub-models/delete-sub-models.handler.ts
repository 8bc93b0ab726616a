import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { DeleteSubModelsCommand } from './delete-sub-models.command';

@CommandHandler(DeleteSubModelsCommand)
export class DeleteSubModelsHandler implements ICommandHandler<DeleteSubModelsCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: DeleteSubModelsCommand) {
    return this.cars.deleteSubModels(command.input.body.modelId, command.ctx);
  }
}
