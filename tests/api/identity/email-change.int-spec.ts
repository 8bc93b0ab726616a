import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration } from './support';

jest.setTimeout(180_000);

/**
 * POST /user/update-user-self with a new email: it mails an activation link to the new address, so it is throttled
 * like SendVerificationEmail (3 per 15 minutes per account) and per address (whichever account asks); and however
 * concurrent changes interleave, no address is left claimed by no account.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function registered() {
  const email = uniqueEmail('mover');
  const client = new Client(server);
  const res = await client.post('/user/register', { body: registration(email) });
  expect(res.body.Status).toBe(1);
  return { client, email, userId: res.body.User_Guid as string };
}

const changeEmail = (client: Client, email: string, over: Record<string, unknown> = {}) =>
  client.post('/user/update-user-self', { body: { Email: email, ...over } });

const expect429 = (res: { status: number; body: any }) => {
  expect([res.status, res.body.code]).toEqual([429, 'rate_limit.exceeded']);
  expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
};

/** Free to register: nothing holds the address (a registration with it succeeds). */
const freeToRegister = async (email: string) => (await new Client(server).post('/user/register', { body: registration(email) })).body.Status === 1;

describe('activation mails of email changes are throttled', () => {
  it('per account: the 4th change within 15 minutes is refused (429), changes nothing and mails nothing; SendVerificationEmail shares the budget', async () => {
    const { client } = await registered();
    const targets = [uniqueEmail('to1'), uniqueEmail('to2'), uniqueEmail('to3'), uniqueEmail('to4')];
    for (const target of targets.slice(0, 3)) {
      expect((await changeEmail(client, target, { FirstName: 'Visit evil.example now' })).body).toEqual({ Status: 1 });
      expect(await outbox(server, target, { kind: 'identity.activation' })).toHaveLength(1);
    }
    expect429(await changeEmail(client, targets[3]!, { FirstName: 'Visit evil.example now' }));
    expect((await client.get('/user/current')).body.Email).toBe(targets[2]);
    expect(await outbox(server, targets[3]!, { timeoutMs: 1000 })).toEqual([]);
    // The refused address was never claimed.
    expect(await freeToRegister(targets[3]!)).toBe(true);
    expect429(await client.post('/user/SendVerificationEmail'));
  });

  it('per address: after 3 activation mails to one address, a 4th account cannot have it mailed', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 3; i++) {
      const { client } = await registered();
      expect((await changeEmail(client, victim)).body).toEqual({ Status: 1 });
      // ...and lets it go again, so that the next account can claim it.
      expect((await changeEmail(client, uniqueEmail('away'))).body).toEqual({ Status: 1 });
    }
    expect(await outbox(server, victim, { kind: 'identity.activation', count: 3 })).toHaveLength(3);
    const { client, email } = await registered();
    expect429(await changeEmail(client, victim));
    expect((await client.get('/user/current')).body.Email).toBe(email);
    expect(await outbox(server, victim, { kind: 'identity.activation', count: 4, timeoutMs: 1000 })).toHaveLength(3);
    expect(await freeToRegister(victim)).toBe(true);
  });
});

describe('concurrent email changes', () => {
  it('leave every address either the account\'s or free, and answer a conflict with a stable code that names no internals', async () => {
    const conflicts: { status: number; body: any }[] = [];
    // A few rounds: each fires concurrent changes (and profile edits) at one account, in whatever order they land.
    for (let round = 0; round < 4; round++) {
      const { client, email } = await registered();
      const targets = [uniqueEmail(`race${round}a`), uniqueEmail(`race${round}b`), uniqueEmail(`race${round}c`)];
      const answers = await Promise.all(targets.map((target, i) => changeEmail(client, target, { FirstName: `Racer ${i}` })));
      for (const a of answers) {
        expect([200, 409]).toContain(a.status);
        if (a.status === 409) conflicts.push(a);
      }
      const current = (await client.get('/user/current')).body.Email as string;
      expect(targets).toContain(current);
      expect((await login(new Client(server), current, PASSWORD)).body.Status).toBe(1);
      // Every other address (the old one included) is free: a sign-up with it succeeds.
      for (const address of [email, ...targets].filter((a) => a !== current)) expect({ address, free: await freeToRegister(address) }).toEqual({ address, free: true });
    }
    for (const c of conflicts) {
      expect(c.body).toMatchObject({ status: 409, code: 'identity.account_changed_concurrently', errors: [{ path: 'body.Email', code: 'identity.account_changed_concurrently' }] });
      expect(JSON.stringify(c.body)).not.toMatch(/user-[0-9a-f-]{36}|login-|version|expected/i);
    }
  });
});
