import type { graphqlRoute, RouteInput, RouteResponse } from '@marketplace/contracts';
import { Query } from '@nestjs/cqrs';

/** POST /api/graphql: the prices query (graphql-js). No CSRF pair: the schema has no mutation, so a cross-site request can change nothing. */
export class QueryPricesGraphqlQuery extends Query<RouteResponse<typeof graphqlRoute>> {
  constructor(
    readonly input: RouteInput<typeof graphqlRoute>,
  ) {
    super();
  }
}
