import { SMS_SEND_RULES } from '../../../apps/server/src/platform/mail/sms-throttle';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { registration } from './support';

jest.setTimeout(180_000);

/**
 * Public sign-up (POST /user/register) gives only what a visitor may choose: no company, and a code texted at sign-up
 * (ConfirmByPhone) counts against the budget every text shares (platform/mail/sms-throttle.ts: per IP, per user) and
 * the number's own. Each describe has its own server: the budgets are per IP, and every test client is 127.0.0.1.
 */
let nextPhone = Math.floor(Math.random() * 8000);
/** A number no other test of this file uses. */
const phoneNumber = () => `438555${String((nextPhone++ % 9000) + 1000)}`;

const signUpByPhone = (server: TestServer, phone: string, client = new Client(server)) =>
  client.post('/user/register', { body: registration(uniqueEmail('byphone'), undefined, { ConfirmByPhone: true, ConfirmByEmail: false, Phone: phone }) });

const expect429 = (res: { status: number; body: any }) => {
  expect([res.status, res.body.code]).toEqual([429, 'rate_limit.exceeded']);
  expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
};

describe('sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('ignores Company_Id: the new account has no company', async () => {
    const client = new Client(server);
    const res = await client.post('/user/register', { body: registration(uniqueEmail('company'), undefined, { Company_Id: 1 }) });
    expect(res.body).toMatchObject({ Status: 1, Company_ID: null });
    expect((await client.get('/user/current')).body).toMatchObject({ User_Guid: res.body.User_Guid, Company_ID: null });
    const registered = (await server.infra.store.readStream(`user-${res.body.User_Guid}`)).find((e) => e.type === 'UserRegistered')!;
    expect(registered.data).toMatchObject({ companyId: 0 });
  });

  it('texts one number at most 3 times in 10 minutes, whichever new accounts ask', async () => {
    const phone = phoneNumber();
    for (let i = 0; i < SMS_SEND_RULES.perUser.limit; i++) expect((await signUpByPhone(server, phone)).body.Status).toBe(1);
    expect(await outbox(server, phone, { kind: 'identity.sms-code', count: 3 })).toHaveLength(3);
    const email = uniqueEmail('phone.flood');
    const refused = await new Client(server).post('/user/register', { body: registration(email, undefined, { ConfirmByPhone: true, ConfirmByEmail: false, Phone: phone }) });
    expect429(refused);
    expect(await outbox(server, phone, { count: 4, timeoutMs: 1000 })).toHaveLength(3);
    // Refused before anything was written: the address is free.
    expect((await new Client(server).post('/user/register', { body: registration(email) })).body.Status).toBe(1);
  });
});

describe('sign-up texts share the per-IP budget of every text', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`the ${SMS_SEND_RULES.perIp.limit + 1}th code from one IP within the hour is refused (429) and texts nothing; SendSmsCode from that IP is refused too`, async () => {
    const phones = Array.from({ length: SMS_SEND_RULES.perIp.limit + 1 }, phoneNumber);
    for (const phone of phones.slice(0, -1)) {
      expect((await signUpByPhone(server, phone)).body.Status).toBe(1);
      expect(await outbox(server, phone, { kind: 'identity.sms-code' })).toHaveLength(1);
    }
    const last = phones.at(-1)!;
    const visitor = new Client(server);
    expect429(await signUpByPhone(server, last, visitor));
    expect(visitor.token).toBeUndefined();
    expect(await outbox(server, last, { timeoutMs: 1000 })).toEqual([]);

    // The budget is the one every text shares: a signed-in user on the same IP gets no code either.
    const member = new Client(server);
    expect((await member.post('/user/register', { body: registration(uniqueEmail('member')) })).body.Status).toBe(1);
    expect429(await member.post('/user/SendSmsCode', { body: { Phone: last } }));
    expect(await outbox(server, last, { timeoutMs: 500 })).toEqual([]);
  });
});
