import { getUserDevicesRoute } from '@marketplace/contracts/identity/admin.routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute, type RouteResult } from '../../../lib/api-route';
import { adminUsersKeys } from './keys';

/** GET /api/user/get-user-devices: browser name, version, IP address, last accessed and live sessions per device. */
export type UserDevice = RouteResult<typeof getUserDevicesRoute>['Devices'][number];

export async function fetchUserDevices(userId: string, signal?: AbortSignal): Promise<UserDevice[]> {
  return (await callRoute(getUserDevicesRoute, { query: { userId }, signal })).Devices;
}

export function useUserDevices(userId: string) {
  return useQuery({ queryKey: adminUsersKeys.devices(userId), queryFn: ({ signal }) => fetchUserDevices(userId, signal) });
}
