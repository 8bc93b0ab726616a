import { endImpersonationRoute } from '@marketplace/contracts/identity/session.routes';
import { callRoute } from '../../api-route';
import type { SessionUser } from './current-user';

/**
 * POST /api/state/end-impersonation: ends the session as the other user and signs the administrator back in (the
 * answer is the administrator, with a new session cookie).
 */
export async function endImpersonation(): Promise<SessionUser> {
  return callRoute(endImpersonationRoute);
}
