import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { pollUntilEnough } from '../../support/poll';
import { registration } from './support';
import { startTestSmtp, type TestSmtp, unQuotedPrintable, type ReceivedMail as Received } from '../../support/smtp';

jest.setTimeout(120_000);

let smtp: TestSmtp;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Shopicar <no-reply@mail.marketplace.ca>' });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** What the SMTP server received for `to`, once `count` messages are there (or 10 s are up). */
const delivered = (to: string, count = 1): Promise<Received[]> =>
  pollUntilEnough(() => smtp.received.filter((m) => m.to.includes(to)), (mine) => mine.length >= count, 10_000);

describe('email through SMTP', () => {
  it('delivers the activation email (brand, language) to a real SMTP server, and its link activates the account', async () => {
    const email = uniqueEmail('smtp');
    const client = new Client(server, { headers: { 'x-environment-token': 'shopitrade' } });
    expect((await client.post('/user/register', { body: registration(email, undefined, { FirstName: 'Mia' }) })).body.Status).toBe(1);
    const [mail] = await delivered(email);
    expect(mail).toBeDefined();
    expect(mail.from).toBe('no-reply@mail.marketplace.ca');
    expect(mail.raw).toMatch(/^Subject: Confirm your email address – Shopitrade|^Subject: =\?UTF-8\?/m);
    const body = unQuotedPrintable(mail.raw);
    expect(body).toContain('Hello Mia,');
    expect(body).toContain('Thank you for signing up with Shopitrade');
    const token = /\/en-ca\/activate\/([\w.-]+)/.exec(body)![1];
    expect((await new Client(server).post('/user/activate-account', { body: { token } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body.EmailVerified).toBe(true);
  });

  it('delivers the French reset email', async () => {
    const email = uniqueEmail('smtp-fr');
    await new Client(server).post('/user/register', { body: registration(email, undefined, { Language_Id: 2 }) });
    await new Client(server).post('/user/send-reset-password-email', { query: { languageId: 2, email } });
    const mails = await delivered(email, 2);
    const reset = mails.map((m) => unQuotedPrintable(m.raw)).find((b) => b.includes('/fr-ca/reset-password/'));
    expect(reset).toBeDefined();
    expect(reset).toContain('Nous avons reçu une demande de réinitialisation');
  });
});

describe('development outbox', () => {
  it('is not served in production (404)', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), PUBLIC_URL: 'https://marketplace.test', MAIL_DISABLED_IN_PRODUCTION: 'true', CREDIT_BUREAU: 'simulated',
    });
    try {
      const res = await fetch(`${production.url}/api/dev/outbox`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('http.not_found');
    } finally {
      await production.stop();
    }
  });
});
