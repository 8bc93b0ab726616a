import type { getAdviserQueueRoute, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** Trade-ins waiting for an adviser (the model could not value them), oldest first. */
export class GetAdviserQueueQuery extends Query<RouteResponse<typeof getAdviserQueueRoute>> {}
