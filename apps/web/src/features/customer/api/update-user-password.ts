import { updateUserPasswordRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/update-user-password `{ CurrentPassword, NewPassword }` (`identity.password_incorrect` when the current one is wrong). */
export async function updateUserPassword(body: { CurrentPassword: string; NewPassword: string }): Promise<void> {
  await callRoute(updateUserPasswordRoute, { body });
}

export function useUpdateUserPasswordMutation() {
  return useMutation({ mutationFn: updateUserPassword });
}
