import { UserType } from '@marketplace/domain';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { login, userOfType } from './support';

jest.setTimeout(120_000);

/**
 * An account an administrator suspended (status 3, update-user-full) signs in no more, whichever way it tries: its
 * password, a login token minted before the suspension (Google and Facebook: social-impersonation.int-spec.ts and the
 * decider). Its open sessions ended with the suspension; lifting it lets the user in again.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const setStatus = (admin: Client, userId: string, status: 1 | 3) =>
  admin.post('/user/update-user-full', { body: { User_Guid: userId, ValueDomain_ID_UsersStatus: status } });

it('refuses the password and a login token of a suspended account (403 identity.account_suspended), keeps its sessions ended, and lets it in once reactivated', async () => {
  const { client: admin } = await userOfType(server, UserType.Admin);
  const staff = await userOfType(server, UserType.TeamMember);
  expect((await staff.client.get('/status/get-messages')).status).toBe(200);
  // Minted while the account was active: it must not outlive the suspension.
  const minted = await staff.client.post('/state/create-login-token');
  expect(minted.body).toMatchObject({ Status: 1, Token: expect.any(String) });

  expect((await setStatus(admin, staff.userId, 3)).body).toEqual({ Status: 1 });

  // The session open at the time of the suspension is over.
  expect((await staff.client.get('/user/current')).status).toBe(401);
  expect((await staff.client.get('/status/get-messages')).status).toBe(401);

  // The right password: refused, and no session.
  const byPassword = new Client(server);
  const refused = await login(byPassword, staff.email, staff.password);
  expect([refused.status, refused.body.code]).toEqual([403, 'identity.account_suspended']);
  expect(JSON.stringify(refused.body)).not.toContain(staff.email);
  expect(byPassword.token).toBeUndefined();
  expect((await byPassword.get('/status/get-messages')).status).toBe(401);
  // A wrong password still answers like any wrong password (the status is not revealed to a guesser).
  expect((await login(new Client(server), staff.email, 'Not-the-password-1')).body).toEqual({ Status: 0 });

  // The login token: refused, and no session.
  const byToken = new Client(server);
  const tokenRefused = await byToken.get('/state/get-user-token', { query: { token: minted.body.Token } });
  expect([tokenRefused.status, tokenRefused.body.code]).toEqual([403, 'identity.account_suspended']);
  expect(byToken.token).toBeUndefined();
  expect((await byToken.get('/user/current')).status).toBe(401);

  // Lifted: the password signs in again, with the staff routes.
  expect((await setStatus(admin, staff.userId, 1)).body).toEqual({ Status: 1 });
  const back = new Client(server);
  expect((await login(back, staff.email, staff.password)).body).toMatchObject({ Status: 1, User_Guid: staff.userId, ValueDomain_ID_UsersStatus: 1, Active: true });
  expect((await back.get('/status/get-messages')).status).toBe(200);
  // And a token minted now works.
  const again = await back.post('/state/create-login-token');
  const other = new Client(server);
  expect((await other.get('/state/get-user-token', { query: { token: again.body.Token } })).body).toMatchObject({ Status: 1, User_Guid: staff.userId });
});
