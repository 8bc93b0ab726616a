
import type { SessionUser } from '../../../lib/session/api/current-user';
import { getOtherUserToken } from '../../../lib/api/client/identity/session.routes';

/**
 * GET /api/state/get-other-user-token: "login as another user" (spec §4: first logs out, then stores the other user's
 * token, then loads details), with the administrator's reason, recorded on the ImpersonationStarted event (ADR 0078).
 * The server ends the administrator's session and sets the cookie of a session as the user that records both; the
 * token in the answer is not kept (the cookie is HttpOnly, and that is enough).
 */
export async function startImpersonation(userId: string, reason: string): Promise<SessionUser> {
  const { Token: _token, ...user } = await getOtherUserToken({ query: { userId, reason } });
  return user;
}
