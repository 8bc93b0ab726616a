// The contract's types only: the login page is a first page load, and zod stays out of it (ADR 0066); the request goes
// through the module the login form's check comes from (sign-in-checks.ts), fetched by then.
import type { loginRoute } from '@marketplace/contracts/identity/session.mini';
import type { z } from 'zod';
import type { RouteResult } from '../../../lib/api-route';

/**
 * POST /api/user/login (spec §3 login payload). The form's "Remember me" box is checked by default, so the default
 * body is `{ UserName, Password, RememberMe: true }`; unchecked, the server opens a browser-session instead.
 * Success only when Status equals 1: the answer is then the signed-in user. The login form calls `login` directly
 * (its light form tracks the submission), which keeps the mutation machinery off the first page most visitors load.
 */
export type LoginBody = z.input<typeof loginRoute.body>;
export type LoginResult = RouteResult<typeof loginRoute>;

export const isLoginSuccess = (result: LoginResult): result is Extract<LoginResult, { Status: 1 }> => Number(result.Status) === 1;

export async function login(body: LoginBody): Promise<LoginResult> {
  return (await import('../sign-in-checks')).sendLogin(body);
}
