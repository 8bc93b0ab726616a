import type { UserTypeId } from '@marketplace/domain';
import { Registration } from '../../../apps/server/src/modules/identity/streams/registration';
import { UserAccounts } from '../../../apps/server/src/modules/identity/streams/user-accounts';
import { EMPTY_PERSONAL_DATA } from '../../../apps/server/src/modules/identity/streams/personal-data';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import type { TestServer } from '../../support/server';

// The e2e specs still import these from here; the API, security and reliability tests import them from tests/support.
export { Client, cookieAttributes } from '../../support/http-client';
export { linkToken, outbox, uniqueEmail } from '../../support/mailbox';

export const PASSWORD = 'Correct-Horse-9';

/** The spec §3 registration payload with its defaults (as the web's sign-up sends it). */
export function registration(email: string, password = PASSWORD, over: Record<string, unknown> = {}) {
  return {
    Username: email, Email: email, Password: password, FirstName: '', LastName: '', PostalCode: '', Phone: '', Cell: '', Active: false,
    Language_Id: 1, DateOfBirth: '', address: '', City_Id: 0, ProvinceId: 0, UserType_Id: '0', Addresses: [], Company_Id: 0, Company_Name: '',
    ConfirmByPhone: false, ConfirmByEmail: true, UsersStatus_Id: 0, ...over,
  };
}

export async function login(client: Client, email: string, password = PASSWORD, rememberMe = true) {
  return client.post('/user/login', { body: { UserName: email, Password: password, RememberMe: rememberMe } });
}

/**
 * Creates an activated user of any type directly on the user stream (Registration, UserAccounts: test setup, not the flow under
 * test), then signs in through HTTP. Returns the signed-in client and the user id.
 */
export async function userOfType(server: TestServer, userTypeId: UserTypeId, o: { email?: string; password?: string; firstName?: string; lastName?: string; companyId?: number; cell?: string; languageId?: 1 | 2 } = {}) {
  const email = o.email ?? uniqueEmail(`t${userTypeId}`);
  const password = o.password ?? PASSWORD;
  const ctx = systemContext();
  const created = await server.app.get(Registration, { strict: false }).provision({
    login: email,
    pii: { ...EMPTY_PERSONAL_DATA, UserName: email, Email: email, FirstName: o.firstName ?? `First${userTypeId}`, LastName: o.lastName ?? `Last${userTypeId}`, Cell: o.cell ?? '' },
    password, userTypeId, languageId: o.languageId ?? 1, companyId: o.companyId ?? 0, confirmBy: 'email', admin: null,
  }, ctx);
  await server.app.get(UserAccounts, { strict: false }).execute(created.userId, {
    type: 'VerifyEmail', data: { loginKey: created.loginKey, expiresAt: new Date(Date.now() + 60_000).toISOString(), now: ctx.now.toISOString() },
  }, ctx);
  const client = new Client(server);
  const res = await login(client, email, password);
  if (res.body?.Status !== 1) throw new Error(`login of the test user failed: ${JSON.stringify(res.body)}`);
  await userReadModel(server, created.userId);
  return { client, userId: created.userId, email, password };
}

/**
 * Waits (bounded) until the identity.users read model has the verified user: other modules read a user's contact and
 * company from it (a dealer's own company, say), and on a loaded machine the projection can trail the login.
 */
async function userReadModel(server: TestServer, userId: string) {
  await pollUntil(async () => (await server.infra.pool.query('select 1 from identity.users where user_id = $1 and email is not null and email_verified', [userId])).rows.length > 0,
    30_000, { everyMs: 20, what: `a verified identity.users row for ${userId}` });
}
