import { Client, cookieAttributes } from '../support/http-client';
import { linkToken, outbox } from '../support/mailbox';
import { login, PASSWORD, userOfType } from '../api/identity/support';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #17 item 12, ADR 0022: the sign-in throttle must not let someone who knows a customer's email keep them out.
 * The attacker's guesses are slowed; the owner still signs in from a device they used before, and from any device
 * after a password reset; the owner is emailed once.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const ATTEMPTS = 50;

async function attack(email: string) {
  const answers: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const res = await login(new Client(server), email, `Wrong-guess-${i}`);
    answers.push(res.status === 200 ? res.body.Status : res.status);
  }
  return answers;
}

describe('an attacker guessing a customer’s password', () => {
  it('is slowed past 10 failures, while the owner signs in from their own device; the owner is emailed once', async () => {
    const { client: owner, email } = await userOfType(server, 2);
    const answers = await attack(email);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(0));
    // Past the limit every other device waits (429) instead of guessing on; nothing is 5xx.
    expect(answers.slice(10)).toEqual(Array(ATTEMPTS - 10).fill(429));

    const newDevice = await login(new Client(server), email);
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.code).toBe('rate_limit.exceeded');
    expect(newDevice.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(newDevice.body.retryAfterSeconds).toBeLessThanOrEqual(30);

    const own = await login(owner, email);
    expect(own.status).toBe(200);
    expect(own.body.Status).toBe(1);

    const alerts = await outbox(server, email, { kind: 'identity.login-attempts' });
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toMatch(/Sign-in attempts/);
  });

  it('does not stop the owner signing in with a new password after a reset, from a new device', async () => {
    const { email } = await userOfType(server, 2);
    await attack(email);
    expect((await login(new Client(server), email)).status).toBe(429);

    await new Client(server).post('/user/send-reset-password-email', { query: { languageId: 1, email } });
    const [mail] = await outbox(server, email, { kind: 'identity.reset-password' });
    const reset = await new Client(server).post('/user/reset-password', { query: { Guid: linkToken(mail, 'reset-password'), NewPassword: 'Brand-new-pass-1' } });
    expect(reset.body).toEqual({ Status: 1 });

    const fresh = new Client(server);
    const res = await login(fresh, email, 'Brand-new-pass-1');
    expect(res.body.Status).toBe(1);
    // That device is now known to the account: a random device cookie, HttpOnly.
    const device = cookieAttributes(res.headers.getSetCookie(), 'User.Device');
    expect(device?.[0]).toMatch(/^User\.Device=[\w-]{43}$/);
    expect(device).toContain('HttpOnly');
    expect((await login(new Client(server), email, PASSWORD)).body.Status).toBe(0);
  });
});
