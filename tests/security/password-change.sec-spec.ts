import { Client } from '../support/http-client';
import { login, PASSWORD, userOfType } from '../api/identity/support';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #16 item 3: POST /user/update-user-password needs the current password. Someone holding a signed-in session
 * (a shared computer, a stolen cookie) cannot change the password without it, nor guess it there faster than at
 * sign-in, nor post it from another site (CSRF); a wrong current password is a 400 with its code and field, and
 * changes nothing.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const change = (client: Client, current: string, next = 'Taken-over-pass-1', o: { csrf?: boolean } = {}) =>
  client.post('/user/update-user-password', { body: { CurrentPassword: current, NewPassword: next }, ...o });

it('a wrong current password is 400 identity.password_incorrect on body.CurrentPassword, and the password stays', async () => {
  const { client, email } = await userOfType(server, 8);
  const wrong = await change(client, 'Not-the-password-1');
  expect([wrong.status, wrong.body.code, wrong.body.errors]).toEqual([400, 'identity.password_incorrect', [expect.objectContaining({ path: 'body.CurrentPassword' })]]);
  const empty = await change(client, '');
  expect([empty.status, empty.body.errors?.[0]?.path]).toEqual([400, 'body.CurrentPassword']);
  expect((await login(new Client(server), email, 'Taken-over-pass-1')).body.Status).toBe(0);
  expect((await login(new Client(server), email, PASSWORD)).body.Status).toBe(1);
  expect((await client.get('/user/current')).status).toBe(200);
});

it('guessing the current password from a session is throttled like sign-in guesses (429 past 10), and never succeeds', async () => {
  const { client, email } = await userOfType(server, 8);
  const answers: number[] = [];
  for (let i = 0; i < 14; i++) answers.push((await change(client, `Guess-number-${i}`)).status);
  expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(answers.slice(10)).toEqual(Array(4).fill(429));
  expect((await login(new Client(server), email, 'Taken-over-pass-1')).body.Status).toBe(0);
});

it('refuses a cross-site post without the CSRF pair, and an anonymous caller', async () => {
  const { client, email } = await userOfType(server, 8);
  const forged = await change(client, PASSWORD, 'Taken-over-pass-1', { csrf: false });
  expect([forged.status, forged.body.code]).toEqual([403, 'auth.csrf_failed']);
  expect((await change(new Client(server), PASSWORD)).status).toBe(401);
  expect((await login(new Client(server), email, PASSWORD)).body.Status).toBe(1);
});
