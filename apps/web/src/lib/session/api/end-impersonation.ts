
import type { SessionUser } from './current-user';
import { endImpersonation as endImpersonationCall } from '../../api/client/identity/session.routes';

/**
 * POST /api/state/end-impersonation: ends the session as the other user and signs the administrator back in (the
 * answer is the administrator, with a new session cookie).
 */
export async function endImpersonation(): Promise<SessionUser> {
  return endImpersonationCall();
}
