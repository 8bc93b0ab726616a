import { tradeInStreamId, UserType } from '@marketplace/domain';
import type { TestServer } from '../../support/server';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { BASIC, CIVIC, CIVIC_LX_2025, CIVIC_VIN, CONDITION, GPS_JPEG, HONDA, createCivic, customer, startTradeInServer } from './support';

/**
 * Issue 12 item 6, the standalone flow (trade-in brand): a standalone trade-in, its six main photos, the phone verified
 * with the 6-digit code texted by `SendSmsCodeTradeIn` (dev outbox), then completed and confirmed.
 */
let server: TestServer;

beforeAll(async () => {
  // The marketplace's own site and the trade-in brand's host: where the appraisal email links.
  server = await startTradeInServer({ PUBLIC_URL: 'https://marketplace.example.ca', BRAND_HOSTS: 'trade.example.ca=shopitrade' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const MAIN = ['front', 'back', 'left', 'right', 'dashboard', 'interior'] as const;
const codeOf = (text: string) => /(\d{6})/.exec(text)![1];
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** A standalone trade-in of a 2025 Civic LX for `owner` (with or without its VIN): its id. */
const standaloneCivic = async (owner: Awaited<ReturnType<typeof customer>>, vin: string | null): Promise<string> =>
  (await owner.client.post('/tradein/create-stand-alone-trade-in', {
    body: { vehicle: { vin, year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025 } },
  })).body.tradeInId;

// First in the file: it spends 4 of the 10 texts an hour every test of this file shares (one IP, one database).
it('texts at most 3 codes per person in 10 minutes, counted with the sign-in phone codes (429 rate_limit.exceeded, nothing recorded)', async () => {
  const owner = await customer(server);
  const tradeInId = await standaloneCivic(owner, null);
  const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  // One of the person's three texts goes to the account's own phone code.
  expect((await owner.client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
  for (let i = 0; i < 2; i++) expect((await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: phone } })).status).toBe(200);
  const refused = await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: phone } });
  expect([refused.status, refused.body.code]).toEqual([429, 'rate_limit.exceeded']);
  expect(await outbox(server, phone, { kind: 'trade-in.phone-code', count: 2 })).toHaveLength(2);
  const codes = (await server.infra.store.readStream(tradeInStreamId(tradeInId))).filter((e) => e.type === 'StandalonePhoneCodeSent');
  expect(codes).toHaveLength(2);
});

it('finishes with the six photos and the texted code, then confirms; a wrong code or a missing photo is refused with its field', async () => {
  const owner = await customer(server);
  const created = await owner.client.post('/tradein/create-stand-alone-trade-in', {
    body: { vehicle: { vin: CIVIC_VIN, year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025 } },
  });
  expect(created.status).toBe(201);
  const { tradeInId } = created.body;
  await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
  expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('appraised');
  for (const slot of MAIN.slice(0, 5)) {
    expect((await owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot, data: GPS_JPEG.toString('base64') } })).status).toBe(200);
  }

  const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const notYet = await owner.client.post('/tradein/finalize-stand-alone-tradein', { body: { tradeInId, code: '123456' } });
  expect([notYet.status, notYet.body.code, notYet.body.errors?.[0]?.path]).toEqual([422, 'trade_in.phone_not_verified', 'code']);
  const sent = await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: `(514) 555-${phone.slice(6)}` } });
  expect(sent.status).toBe(200);
  const [sms] = await outbox(server, phone, { kind: 'trade-in.phone-code' });
  expect(sms).toMatchObject({ channel: 'sms' });
  const code = codeOf(sms.text);

  const bad = await owner.client.post('/tradein/finalize-stand-alone-tradein', { body: { tradeInId, code: wrong(code) } });
  expect([bad.status, bad.body.code, bad.body.errors?.[0]?.path]).toEqual([400, 'trade_in.code_invalid', 'code']);
  const photoMissing = await owner.client.post('/tradein/finalize-stand-alone-tradein', { body: { tradeInId, code } });
  expect([photoMissing.body.code, photoMissing.body.errors?.[0]?.path]).toEqual(['trade_in.photos_missing', 'photos']);
  await owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot: 'interior', data: GPS_JPEG.toString('base64') } });
  const done = await owner.client.post('/tradein/finalize-stand-alone-tradein', { body: { tradeInId, code } });
  expect([done.status, done.body.tradeInId]).toEqual([200, tradeInId]);
  expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body).toMatchObject({ flow: 'standalone', completed: true });
  expect((await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } })).body.status).toBe('confirmed');

  expect((await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId } })).body).toEqual({ sent: true });
  const [mail] = await outbox(server, owner.email, { kind: 'trade-in-appraisal-pdf' });
  expect(mail.subject).toMatch(/^Your trade-in appraisal \(PDF\)/);
  expect(mail.text).toContain('2025 Honda Civic');
  expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^trade-in-appraisal-.+\.pdf$/) })]);
  expect(mail.attachments[0].bytes).toBeGreaterThan(1000);
  expect(mail.text).toContain('https://marketplace.example.ca/en-ca/trade-in');

  // Asked on the trade-in brand's site, the email links back to that site (white-labelled), not to the marketplace's.
  const branded = await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId }, headers: { 'x-environment-token': 'shopitrade' } });
  expect(branded.body).toEqual({ sent: true });
  const mails = await outbox(server, owner.email, { kind: 'trade-in-appraisal-pdf', count: 2 });
  expect(mails.map((m: { text: string }) => m.text.includes('https://trade.example.ca/en-ca/trade-in')).sort()).toEqual([false, true]);
});

it('refuses a texted code after 5 wrong attempts: only a new code works then', async () => {
  const owner = await customer(server);
  const tradeInId = await standaloneCivic(owner, CIVIC_VIN);
  const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const finalize = (code: string) => owner.client.post('/tradein/finalize-stand-alone-tradein', { body: { tradeInId, code } });
  await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: phone } });
  const first = codeOf((await outbox(server, phone, { kind: 'trade-in.phone-code' }))[0].text);
  for (let attempt = 1; attempt <= 5; attempt++) expect((await finalize(wrong(first))).body.code).toBe('trade_in.code_invalid');
  const locked = await finalize(first);
  expect([locked.status, locked.body.code, locked.body.errors?.[0]?.path]).toEqual([422, 'trade_in.code_attempts_exceeded', 'code']);

  await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: phone } });
  const codes = (await outbox(server, phone, { kind: 'trade-in.phone-code', count: 2 })).map((m: { text: string }) => codeOf(m.text));
  const second = codes.find((c: string) => c !== first) ?? first;
  // The new code is accepted: what stops the trade-in now is its photos, not the code.
  expect((await finalize(second)).body.code).toBe('trade_in.photos_missing');
});

it('texts codes for a standalone trade-in of its owner only, to a valid phone', async () => {
  const owner = await customer(server);
  const other = await customer(server);
  const wizard = await createCivic(owner.client);
  const notStandalone = await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId: wizard, Phone: '5145550000' } });
  expect([notStandalone.status, notStandalone.body.code]).toEqual([422, 'trade_in.not_standalone']);
  const tradeInId = await standaloneCivic(owner, null);
  expect((await other.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: '5145550000' } })).status).toBe(404);
  const badPhone = await owner.client.post('/user/SendSmsCodeTradeIn', { body: { tradeInId, Phone: '12' } });
  expect([badPhone.status, badPhone.body.errors?.[0]?.path]).toEqual([400, 'body.Phone']);
  const noOffer = await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId } });
  expect([noOffer.status, noOffer.body.code]).toEqual([422, 'trade_in.no_offer']);
  expect((await other.client.post('/tradein/send-email-pdf', { body: { tradeInId } })).status).toBe(404);
});

it('refuses to confirm a standalone trade-in with its six photos but no verified phone: it never reaches the block', async () => {
  const owner = await customer(server);
  const tradeInId = await standaloneCivic(owner, CIVIC_VIN);
  await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
  expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('appraised');
  for (const slot of MAIN) {
    expect((await owner.client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot, data: GPS_JPEG.toString('base64') } })).status).toBe(200);
  }
  const refused = await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
  expect([refused.status, refused.body.code, refused.body.errors?.[0]?.path]).toEqual([422, 'trade_in.phone_not_verified', 'code']);
  await server.infra.projections.waitFor();
  expect((await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body).toMatchObject({ status: 'appraised', completed: false });
  const manager = await userOfType(server, UserType.TeamMember);
  const managed = (await manager.client.post('/tradein/block-management', { body: {} })).body.items;
  expect(managed.map((i: { tradeInId: string }) => i.tradeInId)).not.toContain(tradeInId);
});

it('emails the appraisal PDF at most 5 times an hour per trade-in (429 rate_limit.exceeded with retryAfterSeconds, nothing sent)', async () => {
  const owner = await customer(server);
  const tradeInId = await standaloneCivic(owner, CIVIC_VIN);
  await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
  await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
  for (let i = 0; i < 5; i++) expect((await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId } })).body).toEqual({ sent: true });
  const refused = await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId } });
  expect([refused.status, refused.body.code]).toEqual([429, 'rate_limit.exceeded']);
  expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
  expect(await outbox(server, owner.email, { kind: 'trade-in-appraisal-pdf', count: 6, timeoutMs: 500 })).toHaveLength(5);
});
