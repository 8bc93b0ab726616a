// The contract's types only (readRoute, ADR 0066): every page's first load calls it, and zod stays out of that load.
import type { currentUserRoute, SessionUser } from '@marketplace/contracts/identity/session.mini';
import { queryOptions } from '@tanstack/react-query';
import { readRoute } from '../../api-read';
import { isApiError } from '../../http';

export type { SessionUser };

/**
 * GET /api/user/current: the signed-in user, 401 when anonymous (spec §3 User (session)).
 * The session token lives in the HttpOnly `User.Token` cookie, which scripts cannot read, so the session start of
 * spec §4 ("fetch the current user when the cookie exists") becomes: always ask, and treat 401 as anonymous.
 */
export const currentUserKey = ['session', 'current-user'] as const;

/**
 * The server sends `<meta name="session" content="anonymous">` in a page requested without the session cookie
 * (ADR 0061): the session check at the page's start is then anonymous without a call, so an anonymous visit asks
 * nothing that fails (a 401 is a console error). Read once: a later check (after a login) asks the server.
 */
function startsAnonymous(): boolean {
  const hint = typeof document === 'undefined' ? null : document.querySelector('meta[name="session"][content="anonymous"]');
  hint?.remove();
  return hint !== null && hint !== undefined;
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  if (startsAnonymous()) return null;
  try {
    return await readRoute<typeof currentUserRoute>({ method: 'GET', path: '/user/current' }, { signal });
  } catch (error) {
    // Spec §4: a failed session fetch clears the session.
    if (isApiError(error)) {
      if (error.status !== 401) console.warn('[session] current user unavailable', error);
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60_000,
  retry: false,
});
