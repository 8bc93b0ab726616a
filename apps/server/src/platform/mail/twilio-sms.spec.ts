import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDomainError } from '@marketplace/domain';
import { e164, TwilioSmsSender } from './sms';

/** A stand-in for Twilio's Messages API on loopback: records each request, answers what the test says. */
let server: Server;
let apiUrl: string;
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM123', status: 'queued' } };
/** Answers for the next requests, in order, before `answer`. */
const answers: { status: number; body: unknown }[] = [];
const received: { method?: string; url?: string; authorization?: string; contentType?: string; form: URLSearchParams }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, contentType: req.headers['content-type'], form: new URLSearchParams(body) });
      const next = answers.shift() ?? answer;
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  answers.length = 0;
  answer = { status: 201, body: { sid: 'SM123', status: 'queued' } };
});

const logger = { info: jest.fn(), warn: jest.fn() };
const sender = (from = '+15145550100') => new TwilioSmsSender({ accountSid: 'AC42', authToken: 'secret-token', from, apiUrl }, logger);

describe('the Twilio SMS driver', () => {
  it('posts the message to the account\'s Messages resource, form-encoded, with Basic auth', async () => {
    await sender().send('514 555-1234', 'Your code: 123456', 'identity.phone-code');
    expect(received).toHaveLength(1);
    const [r] = received;
    expect([r.method, r.url, r.contentType]).toEqual(['POST', '/2010-04-01/Accounts/AC42/Messages.json', 'application/x-www-form-urlencoded']);
    expect(r.authorization).toBe(`Basic ${Buffer.from('AC42:secret-token').toString('base64')}`);
    expect(Object.fromEntries(r.form)).toEqual({ To: '+15145551234', From: '+15145550100', Body: 'Your code: 123456' });
  });

  it('sends from a messaging service when given one', async () => {
    await sender('MG0123456789').send('5145551234', 'Hi', 'k');
    expect(received[0].form.get('MessagingServiceSid')).toBe('MG0123456789');
    expect(received[0].form.has('From')).toBe(false);
  });

  it('answers 503 sms.unavailable when Twilio refuses the message, without the number in the log', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    const error = await sender().send('5145551234', 'Hi', 'k').catch((e: unknown) => e);
    expect(isDomainError(error) && [error.code, error.kind]).toEqual(['sms.unavailable', 'unavailable']);
    expect(JSON.stringify(logger.warn.mock.calls.at(-1))).toContain('21211');
    expect(JSON.stringify(logger.warn.mock.calls.at(-1))).not.toContain('5145551234');
  });

  it('answers 503 sms.unavailable when Twilio cannot be reached', async () => {
    const closed = new TwilioSmsSender({ accountSid: 'AC42', authToken: 't', from: '+15145550100', apiUrl: 'http://127.0.0.1:1' }, logger);
    const error = await closed.send('5145551234', 'Hi', 'k').catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('sms.unavailable');
  });

  it('sends again, after a jittered wait, only what surely never arrived: a 429, not a 500 (a message must not go twice)', async () => {
    answers.push({ status: 429, body: { code: 20429, message: 'Too Many Requests' } });
    await sender().send('5145551234', 'Hi', 'k');
    expect(received).toHaveLength(2);
    received.length = 0;
    answers.push({ status: 500, body: { code: 20500 } });
    const error = await sender().send('5145551234', 'Hi', 'k').catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('sms.unavailable');
    expect(received).toHaveLength(1);
  });

  it('stops calling Twilio after failures in a row (circuit open), answering sms.unavailable at once', async () => {
    const breaking = new TwilioSmsSender({ accountSid: 'AC42', authToken: 't', from: '+15145550100', apiUrl, breakAfter: 2, halfOpenAfterMs: 60_000 }, logger);
    answer = { status: 503, body: { code: 20503 } };
    for (let i = 0; i < 2; i++) await expect(breaking.send('5145551234', 'Hi', 'k')).rejects.toMatchObject({ code: 'sms.unavailable' });
    expect(received).toHaveLength(2);
    await expect(breaking.send('5145551234', 'Hi', 'k')).rejects.toMatchObject({ code: 'sms.unavailable' });
    expect(received).toHaveLength(2);
    expect(logger.warn.mock.calls.at(-1)![1]).toBe('SMS not sent: Twilio keeps failing (circuit open)');
    // A refusal of the message itself (a bad number) is not Twilio failing: it never opens the breaker.
    const refusing = new TwilioSmsSender({ accountSid: 'AC42', authToken: 't', from: '+15145550100', apiUrl, breakAfter: 1 }, logger);
    answer = { status: 400, body: { code: 21211 } };
    for (let i = 0; i < 3; i++) await expect(refusing.send('5145551234', 'Hi', 'k')).rejects.toMatchObject({ code: 'sms.unavailable' });
    expect(received).toHaveLength(5);
  });

  it('writes Canadian numbers in E.164', () => {
    expect(e164('(514) 555-1234')).toBe('+15145551234');
    expect(e164('1 514 555 1234')).toBe('+15145551234');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
  });
});
