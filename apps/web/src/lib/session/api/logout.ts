// The zod/mini contract (session.mini.ts), not the session.routes re-export: the header of every page offers it, and classic zod must stay off it.
import { logoutRoute } from '@marketplace/contracts/identity/session.mini';
import { callRoute } from '../../api-route';
import { forgetWritePosition } from '../../http';

/** GET /api/state/logout: ends the session server-side (the answer clears the cookie). */
export async function logout(): Promise<void> {
  await callRoute(logoutRoute);
  // The next user's reads have none of this one's writes to wait for.
  forgetWritePosition();
}
