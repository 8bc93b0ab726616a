import { useMutation } from '@tanstack/react-query';
import { reactivateAccount as reactivateAccountCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/reactivate-account: reactivates the signed-in, deactivated account (`identity.account_suspended` if an admin suspended it). */
export async function reactivateAccount(): Promise<void> {
  await reactivateAccountCall();
}

export function useReactivateAccountMutation() {
  return useMutation({ mutationFn: reactivateAccount });
}
