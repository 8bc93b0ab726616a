import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserType } from '@marketplace/domain';
import { startTestServer, type TestServer } from '../../support/server';
import { outbox } from '../../support/mailbox';
import { userOfType } from './support';

jest.setTimeout(120_000);

/**
 * With Twilio configured, phone codes leave through Twilio's Messages API (a stand-in on loopback here), not the
 * development outbox. A refusal from Twilio is logged, and the person asks again.
 */
let standIn: Server;
let server: TestServer;
let refuse = false;
const sent: URLSearchParams[] = [];

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (refuse) return res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20429, message: 'Too Many Requests' }));
      sent.push(new URLSearchParams(body));
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${sent.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    TWILIO_ACCOUNT_SID: 'AC-test', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15145550100',
    TWILIO_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => standIn.close(resolve));
});

it('sends the phone code through Twilio, and that code verifies the phone', async () => {
  const { client } = await userOfType(server, UserType.Regular);
  const phone = `438555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  expect((await client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
  expect(sent).toHaveLength(1);
  expect([sent[0].get('To'), sent[0].get('From')]).toEqual([`+1${phone}`, '+15145550100']);
  const code = /(\d{6})/.exec(sent[0].get('Body')!)![1];
  expect(await outbox(server, phone, { count: 0 })).toEqual([]);
  expect((await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: code } })).body).toEqual({ Status: 1 });
});

it('a refusal from Twilio leaves the command done (identity never undoes one for a delivery); asking again sends a code that verifies', async () => {
  const { client } = await userOfType(server, UserType.Regular);
  const phone = '4385550199';
  refuse = true;
  try {
    expect((await client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
  } finally {
    refuse = false;
  }
  expect(sent.filter((m) => m.get('To') === `+1${phone}`)).toEqual([]);
  expect((await client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
  const [resent] = sent.filter((m) => m.get('To') === `+1${phone}`);
  const code = /(\d{6})/.exec(resent.get('Body')!)![1];
  expect((await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: code } })).body).toEqual({ Status: 1 });
});
