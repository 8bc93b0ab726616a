import { reactivateAccountRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/reactivate-account: reactivates the signed-in, deactivated account (`identity.account_suspended` if an admin suspended it). */
export async function reactivateAccount(): Promise<void> {
  await callRoute(reactivateAccountRoute);
}

export function useReactivateAccountMutation() {
  return useMutation({ mutationFn: reactivateAccount });
}
