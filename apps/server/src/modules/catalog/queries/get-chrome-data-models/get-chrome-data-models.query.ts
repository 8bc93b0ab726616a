import type { carsGetChromeDataModelsRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The provider's models of a make and year. */
export class GetChromeDataModelsQuery extends Query<RouteResponse<typeof carsGetChromeDataModelsRoute>> {
  constructor(
    readonly input: RouteInput<typeof carsGetChromeDataModelsRoute>,
  ) {
    super();
  }
}
