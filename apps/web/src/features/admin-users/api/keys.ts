/** Query keys of users management (every key starts with 'admin-users', so one invalidation refreshes them all). */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  list: (params: object) => ['admin-users', 'list', params] as const,
  details: (userId: string) => ['admin-users', 'details', userId] as const,
  other: (userId: string) => ['admin-users', 'other', userId] as const,
  devices: (userId: string) => ['admin-users', 'devices', userId] as const,
  types: ['admin-users', 'types'] as const,
};
