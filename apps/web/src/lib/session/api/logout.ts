// The contract's types only (readRoute, ADR 0066): the header of every page offers it, and zod stays out of that load.
import type { logoutRoute } from '@marketplace/contracts/identity/session.mini';
import { readRoute } from '../../api-read';
import { forgetWritePosition } from '../../http';

/** GET /api/state/logout: ends the session server-side (the answer clears the cookie; its body says nothing more). */
export async function logout(): Promise<void> {
  await readRoute<typeof logoutRoute>({ method: 'GET', path: '/state/logout' });
  // The next user's reads have none of this one's writes to wait for.
  forgetWritePosition();
}
