import { sendResetPasswordEmailRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/send-reset-password-email?languageId=&email= (spec §7: parameters only, no body). */
export async function sendResetPasswordEmail(query: { languageId: number; email: string }): Promise<void> {
  await callRoute(sendResetPasswordEmailRoute, { query });
}

export function useSendResetPasswordEmailMutation() {
  return useMutation({ mutationFn: sendResetPasswordEmail });
}
