import { verifySmsCodeRoute } from '@marketplace/contracts/identity/account.routes';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/VerifySmsCode `{ Phone, Code }`: refusals are `identity.code_invalid`, `code_expired`, `code_attempts_exceeded`. */
export async function verifySmsCode(body: { Phone: string; Code: string }): Promise<void> {
  await callRoute(verifySmsCodeRoute, { body });
}

export function useVerifySmsCodeMutation() {
  return useMutation({ mutationFn: verifySmsCode });
}
