import { Trans } from '@lingui/react/macro';

/**
 * What an impersonation records, said in the same words by the "login as" dialog and by the banner (ADR 0078): the
 * administrator must read before starting exactly what the banner reminds them of while it lasts.
 */
export function ImpersonationNotice({ name }: { name: string }) {
  return <Trans>Everything you do is recorded as done by {name}, with you as the impersonator and the reason you gave.</Trans>;
}
