import type { getUserDevicesRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** GET /user/get-user-devices: a user's devices and their active sessions. */
export class GetUserDevicesQuery extends Query<RouteResponse<typeof getUserDevicesRoute>> {
  constructor(
    readonly userId: string,
  ) {
    super();
  }
}
