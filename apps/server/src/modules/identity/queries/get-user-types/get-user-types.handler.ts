import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserQueries } from '../user-queries';
import { GetUserTypesQuery } from './get-user-types.query';

@QueryHandler(GetUserTypesQuery)
export class GetUserTypesHandler implements IQueryHandler<GetUserTypesQuery> {
  constructor(
    private readonly queries: UserQueries,
  ) {}

  async execute(_query: GetUserTypesQuery) {
    return this.queries.userTypes();
  }
}
