import { useMutation } from '@tanstack/react-query';
import { sendVerificationEmail as sendVerificationEmailCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/SendVerificationEmail?languageId=: sends the confirmation email again to the signed-in user. */
export async function sendVerificationEmail(languageId: number): Promise<void> {
  await sendVerificationEmailCall({ query: { languageId } });
}

export function useSendVerificationEmailMutation() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
