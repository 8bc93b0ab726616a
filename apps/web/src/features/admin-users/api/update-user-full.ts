import { updateUserFullRoute } from '@marketplace/contracts/identity/admin.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminUsersKeys } from './keys';
import { updateUserFull as updateUserFullCall } from '../../../lib/api/client/identity/admin.routes';

/** POST /api/user/update-user-full: type, status, company and section overrides (permissions) of a user. */
export type UpdateUserFullBody = z.input<typeof updateUserFullRoute.body>;

export async function updateUserFull(body: UpdateUserFullBody): Promise<void> {
  await updateUserFullCall({ body });
}

export function useUpdateUserFull() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserFull, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }) });
}
