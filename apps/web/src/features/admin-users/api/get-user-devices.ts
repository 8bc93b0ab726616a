import { getUserDevicesRoute } from '@marketplace/contracts/identity/admin.routes';
import { useQuery } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';
import { getUserDevices } from '../../../lib/api/client/identity/admin.routes';

/** GET /api/user/get-user-devices: browser name, version, IP address, last accessed and live sessions per device. */
export type UserDevice = RouteResult<typeof getUserDevicesRoute>['Devices'][number];

export async function fetchUserDevices(userId: string, signal?: AbortSignal): Promise<UserDevice[]> {
  return (await getUserDevices({ query: { userId }, signal })).Devices;
}

export function useUserDevices(userId: string) {
  return useQuery({ queryKey: adminUsersKeys.devices(userId), queryFn: ({ signal }) => fetchUserDevices(userId, signal) });
}
