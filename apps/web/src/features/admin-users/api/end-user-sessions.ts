import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKeys } from './keys';
import { endUserSessions as endUserSessionsCall } from '../../../lib/api/client/identity/admin.routes';

/** POST /api/user/end-user-sessions: ends all of a user's sessions, or one device's. Returns how many ended. */
export async function endUserSessions(input: { userId: string; deviceId?: string }): Promise<number> {
  const answer = await endUserSessionsCall({ body: { User_Guid: input.userId, DeviceId: input.deviceId } });
  return answer.EndedSessions;
}

export function useEndUserSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId?: string) => endUserSessions({ userId, deviceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.devices(userId) }),
  });
}
