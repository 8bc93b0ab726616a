import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { SaveTrimEquipmentCommand } from './save-trim-equipment.command';

@CommandHandler(SaveTrimEquipmentCommand)
export class SaveTrimEquipmentHandler implements ICommandHandler<SaveTrimEquipmentCommand> {
  constructor(private readonly cars: CarsService) {}

  async execute(command: SaveTrimEquipmentCommand) {
    return this.cars.saveTrimEquipment(command.input.body.trimId, command.input.body.equipmentIds, command.ctx);
  }
}
