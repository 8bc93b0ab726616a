import { useMutation } from '@tanstack/react-query';
import { resetPassword as resetPasswordCall } from '../../../lib/api/client/identity/account.routes';

/**
 * POST /api/user/reset-password: serves both reset-password and create-password. Spec §7 puts Guid and NewPassword in
 * the query string; the contract also accepts them as a JSON body, which keeps the password out of URLs, proxy and
 * access logs and browser history, so the body is what we send.
 */
export async function resetPassword(body: { Guid: string; NewPassword: string }): Promise<void> {
  await resetPasswordCall({ body, query: {} });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
