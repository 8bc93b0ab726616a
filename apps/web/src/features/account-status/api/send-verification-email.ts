import { sendVerificationEmailRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/SendVerificationEmail?languageId=: sends the confirmation email again to the signed-in user. */
export async function sendVerificationEmail(languageId: number): Promise<void> {
  await callRoute(sendVerificationEmailRoute, { query: { languageId } });
}

export function useSendVerificationEmailMutation() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
