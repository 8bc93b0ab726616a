import { resetPasswordRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/**
 * POST /api/user/reset-password: serves both reset-password and create-password. Spec §7 puts Guid and NewPassword in
 * the query string; the contract also accepts them as a JSON body, which keeps the password out of URLs, proxy and
 * access logs and browser history, so the body is what we send.
 */
export async function resetPassword(body: { Guid: string; NewPassword: string }): Promise<void> {
  await callRoute(resetPasswordRoute, { body, query: {} });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
