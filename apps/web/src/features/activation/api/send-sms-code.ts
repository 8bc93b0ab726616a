import { useMutation } from '@tanstack/react-query';
import { sendSmsCode as sendSmsCodeCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/SendSmsCode `{ Phone }`: texts a 6-digit code (valid 10 minutes; a resend replaces it). */
export async function sendSmsCode(input: { phone: string; languageId: number }): Promise<void> {
  await sendSmsCodeCall({ body: { Phone: input.phone }, query: { languageId: input.languageId } });
}

export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
