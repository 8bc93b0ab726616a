import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CarsService } from '../../admin/cars.service';
import { GetTrimEquipmentQuery } from './get-trim-equipment.query';

@QueryHandler(GetTrimEquipmentQuery)
export class GetTrimEquipmentHandler implements IQueryHandler<GetTrimEquipmentQuery> {
  constructor(private readonly cars: CarsService) {}

  async execute(query: GetTrimEquipmentQuery) {
    return this.cars.trimEquipment(query.input.query.trimId);
  }
}
