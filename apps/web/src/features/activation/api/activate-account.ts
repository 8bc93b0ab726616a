import { useMutation } from '@tanstack/react-query';
import { activateAccount as activateAccountCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/activate-account `{ token }`: the link of the confirmation email (`identity.token_invalid` / `token_expired`). */
export async function activateAccount(token: string): Promise<void> {
  await activateAccountCall({ body: { token } });
}

export function useActivateAccountMutation() {
  return useMutation({ mutationFn: activateAccount });
}
