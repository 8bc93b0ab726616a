import type { vehicleDataLanguagesRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The languages of the reference data. */
export class GetReferenceLanguagesQuery extends Query<RouteResponse<typeof vehicleDataLanguagesRoute>> {
  constructor(
    readonly input: RouteInput<typeof vehicleDataLanguagesRoute>,
  ) {
    super();
  }
}
