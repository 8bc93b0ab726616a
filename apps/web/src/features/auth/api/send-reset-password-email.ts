import { useMutation } from '@tanstack/react-query';
import { sendResetPasswordEmail as sendResetPasswordEmailCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/send-reset-password-email?languageId=&email= (spec §7: parameters only, no body). */
export async function sendResetPasswordEmail(query: { languageId: number; email: string }): Promise<void> {
  await sendResetPasswordEmailCall({ query });
}

export function useSendResetPasswordEmailMutation() {
  return useMutation({ mutationFn: sendResetPasswordEmail });
}
