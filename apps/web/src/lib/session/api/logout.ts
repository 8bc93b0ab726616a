import { logoutRoute } from '@marketplace/contracts/identity/session.routes';
import { callRoute } from '../../api-route';

/** GET /api/state/logout: ends the session server-side (the answer clears the cookie). */
export async function logout(): Promise<void> {
  await callRoute(logoutRoute);
}
