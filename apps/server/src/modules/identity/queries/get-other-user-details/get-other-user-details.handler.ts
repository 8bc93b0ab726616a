import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UserQueries } from '../user-queries';
import { Administration } from '../../application/administration';
import { GetOtherUserDetailsQuery } from './get-other-user-details.query';

@QueryHandler(GetOtherUserDetailsQuery)
export class GetOtherUserDetailsHandler implements IQueryHandler<GetOtherUserDetailsQuery> {
  constructor(
    private readonly queries: UserQueries,
    private readonly admin: Administration,
  ) {}

  async execute(query: GetOtherUserDetailsQuery) {
    const row = await this.queries.basic(query.userId);
    return {
      User_Guid: row.user_id, UserName: row.user_name, Email: row.email, FirstName: row.first_name, LastName: row.last_name,
      UserTypeId: row.user_type_id, Active: row.status_id === 1 && !row.deleted,
      CanImpersonate: this.admin.canImpersonate({ userId: row.user_id, userTypeId: row.user_type_id, deleted: row.deleted }, query.meta),
    };
  }
}
