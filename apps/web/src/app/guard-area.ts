import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { guard, type Area } from '../lib/session/access';
import { currentUserQuery } from '../lib/session/api/current-user';
import type { RouterContext } from './router';

/**
 * `beforeLoad` of a guarded area (spec §4 guard order). Redirects happen here, before anything renders:
 * anonymous -> login with the requested path and query as referer; a disallowed type with a redirect target -> there.
 * The screens (email confirmation, deactivated, 401) are rendered by <GuardedArea>.
 */
export function guardArea(area: Area) {
  return async ({ context, location, params }: { context: RouterContext; location: ParsedLocation; params: { lang: string } }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    const decision = guard(user, area);
    if (decision.kind === 'login') {
      throw redirect({ to: '/$lang/login', params: { lang: params.lang }, search: { referer: `${location.pathname}${location.searchStr}` } });
    }
    if (decision.kind === 'redirect') {
      throw redirect({ to: '/$lang/customer/dashboard', params: { lang: params.lang }, replace: true });
    }
  };
}
