import { updateUserSelfRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { updateUserSelf as updateUserSelfCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/update-user-self: the signed-in user's own profile fields (absent fields keep their value). */
export type UpdateUserSelfBody = z.input<typeof updateUserSelfRoute.body>;

export async function updateUserSelf(body: UpdateUserSelfBody): Promise<void> {
  await updateUserSelfCall({ body });
}

export function useUpdateUserSelfMutation() {
  return useMutation({ mutationFn: updateUserSelf });
}
