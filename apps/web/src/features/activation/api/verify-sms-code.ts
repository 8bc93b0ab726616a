import { useMutation } from '@tanstack/react-query';
import { verifySmsCode as verifySmsCodeCall } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/VerifySmsCode `{ Phone, Code }`: refusals are `identity.code_invalid`, `code_expired`, `code_attempts_exceeded`. */
export async function verifySmsCode(body: { Phone: string; Code: string }): Promise<void> {
  await verifySmsCodeCall({ body });
}

export function useVerifySmsCodeMutation() {
  return useMutation({ mutationFn: verifySmsCode });
}
