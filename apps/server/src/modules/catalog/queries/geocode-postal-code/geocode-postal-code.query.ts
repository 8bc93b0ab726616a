import type { geocodeRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** The place of a postal code (distance filters). */
export class GeocodePostalCodeQuery extends Query<RouteResponse<typeof geocodeRoute>> {
  constructor(
    readonly input: RouteInput<typeof geocodeRoute>,
  ) {
    super();
  }
}
