import { sendSmsCodeRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/SendSmsCode `{ Phone }`: texts a 6-digit code (valid 10 minutes; a resend replaces it). */
export async function sendSmsCode(input: { phone: string; languageId: number }): Promise<void> {
  await callRoute(sendSmsCodeRoute, { body: { Phone: input.phone }, query: { languageId: input.languageId } });
}

export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
