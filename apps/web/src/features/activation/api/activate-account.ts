import { activateAccountRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/activate-account `{ token }`: the link of the confirmation email (`identity.token_invalid` / `token_expired`). */
export async function activateAccount(token: string): Promise<void> {
  await callRoute(activateAccountRoute, { body: { token } });
}

export function useActivateAccountMutation() {
  return useMutation({ mutationFn: activateAccount });
}
