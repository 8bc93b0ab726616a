import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { ActivateTrimCommand } from './activate-trim.command';

@CommandHandler(ActivateTrimCommand)
export class ActivateTrimHandler implements ICommandHandler<ActivateTrimCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: ActivateTrimCommand) {
    return this.cars.activateTrim(command.input.body.trimId, command.input.body.active, command.ctx);
  }
}
