import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserQueries } from '../user-queries';
import { GetUserDetailsQuery } from './get-user-details.query';

@QueryHandler(GetUserDetailsQuery)
export class GetUserDetailsHandler implements IQueryHandler<GetUserDetailsQuery> {
  constructor(
    private readonly queries: UserQueries,
  ) {}

  async execute(query: GetUserDetailsQuery) {
    return this.queries.details(query.userId);
  }
}
