import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserQueries } from '../user-queries';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(
    private readonly queries: UserQueries,
  ) {}

  async execute(query: GetCurrentUserQuery) {
    return this.queries.current(query.principal);
  }
}
