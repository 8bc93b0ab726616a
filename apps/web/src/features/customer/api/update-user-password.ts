import { useMutation } from '@tanstack/react-query';
import { updateUserPassword as updateUserPasswordCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/update-user-password `{ CurrentPassword, NewPassword }` (`identity.password_incorrect` when the current one is wrong). */
export async function updateUserPassword(body: { CurrentPassword: string; NewPassword: string }): Promise<void> {
  await updateUserPasswordCall({ body });
}

export function useUpdateUserPasswordMutation() {
  return useMutation({ mutationFn: updateUserPassword });
}
