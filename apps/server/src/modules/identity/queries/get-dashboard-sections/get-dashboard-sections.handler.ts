import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserQueries } from '../user-queries';
import { GetDashboardSectionsQuery } from './get-dashboard-sections.query';

@QueryHandler(GetDashboardSectionsQuery)
export class GetDashboardSectionsHandler implements IQueryHandler<GetDashboardSectionsQuery> {
  constructor(
    private readonly queries: UserQueries,
  ) {}

  async execute(query: GetDashboardSectionsQuery) {
    return this.queries.sections(query.principal);
  }
}
