// zod/mini twin of the classic contract: the header of every page offers it (session.mini.ts).
import { logoutRoute } from '@marketplace/contracts/identity/session.mini';
import { callRoute } from '../../api-route';

/** GET /api/state/logout: ends the session server-side (the answer clears the cookie). */
export async function logout(): Promise<void> {
  await callRoute(logoutRoute);
}
