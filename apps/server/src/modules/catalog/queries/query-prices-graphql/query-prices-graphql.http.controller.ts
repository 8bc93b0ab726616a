import { graphqlRoute, type RouteInput } from '@marketplace/contracts';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Endpoint, Input } from '../../../../platform/http/endpoint';
import { QueryPricesGraphqlQuery } from './query-prices-graphql.query';

@Controller()
export class QueryPricesGraphqlHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint(graphqlRoute, { allow: 'public', csrf: false })
  queryPricesGraphql(@Input() input: RouteInput<typeof graphqlRoute>) {
    return this.queryBus.execute(new QueryPricesGraphqlQuery(input));
  }
}
