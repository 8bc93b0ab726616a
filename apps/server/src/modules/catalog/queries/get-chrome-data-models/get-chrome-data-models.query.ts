import type { carsGetChromeDataModelsRoute, RouteInput } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';
import type { CarsService } from '../../admin/cars.service';

/** The provider's models of a make and year. */
export class GetChromeDataModelsQuery extends Query<Awaited<ReturnType<CarsService['chromeDataModels']>>> {
  constructor(
    readonly input: RouteInput<typeof carsGetChromeDataModelsRoute>,
  ) {
    super();
  }
}
