import { Query } from '@nestjs/cqrs';
import type { auditStreamRoute, RouteResponse } from '@marketplace/contracts';

/** A stream's whole history, its personal values masked (admins; the route records the read first). */
export class GetStreamQuery extends Query<RouteResponse<typeof auditStreamRoute>> {
  constructor(readonly streamId: string) {
    super();
  }
}
