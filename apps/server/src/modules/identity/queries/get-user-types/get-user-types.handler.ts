import { ALL_USER_TYPES, DEFAULT_SECTIONS, type UserTypeId } from '@marketplace/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetUserTypesQuery } from './get-user-types.query';

const USER_TYPE_NAMES: Record<UserTypeId, { key: string; name: string }> = {
  6: { key: 'super_admin', name: 'Super admin' },
  7: { key: 'admin', name: 'Admin' },
  8: { key: 'regular', name: 'Regular user' },
  9: { key: 'dealer', name: 'Dealer' },
  17: { key: 'regular_alt', name: 'Regular user (17)' },
  18: { key: 'team_member', name: 'Team member' },
  20: { key: 'vehicles_team', name: 'Vehicles team' },
};

/** GET /user/get-user-types: each type with its default drawer sections. */
@QueryHandler(GetUserTypesQuery)
export class GetUserTypesHandler implements IQueryHandler<GetUserTypesQuery> {
  async execute(_query: GetUserTypesQuery) {
    return ALL_USER_TYPES.map((id) => ({ ID: id, Key: USER_TYPE_NAMES[id].key, Name: USER_TYPE_NAMES[id].name, DefaultSections: [...DEFAULT_SECTIONS[id]] }));
  }
}
