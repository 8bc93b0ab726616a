import type { carsGetTrimEquipmentRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CarsService } from '../../admin/cars.service';

/** A trim's equipment, grouped. */
export class GetTrimEquipmentQuery extends Query<Awaited<ReturnType<CarsService['trimEquipment']>>> {
  constructor(
    readonly input: RouteInput<typeof carsGetTrimEquipmentRoute>,
  ) {
    super();
  }
}
