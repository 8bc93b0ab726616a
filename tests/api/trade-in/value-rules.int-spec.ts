import { UserType } from '@marketplace/domain';
import { RevalueOpenOffersTimer } from '../../../apps/server/src/modules/trade-in/process/revalue-open-offers/revalue-open-offers.timer';
import { PostgresEventStore } from '../../../apps/server/src/platform/event-store/postgres-event-store';
import type { TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { CIVIC, HONDA, appraisedCivic, customer, settled, startTradeInServer } from './support';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

/**
 * Issue 12 item 5: value rules by make, model and years; their history and each trade-in's; a change re-values open
 * offers and sends each subscriber exactly one email (dev outbox, and over SMTP); the email's link unsubscribes.
 */
const civicRule = (client: Client, value: number) =>
  client.post('/tradein/value-rules/create', { body: { makeId: HONDA, modelId: CIVIC, yearFrom: 2024, yearTo: 2025, kind: 'percent', value } });

describe('value rules (dev outbox)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTradeInServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('is for team members and super admins only', async () => {
    const { client } = await customer(server);
    expect((await civicRule(client, -5)).status).toBe(403);
    expect((await client.get('/tradein/value-rules')).status).toBe(403);
    const dealer = await userOfType(server, UserType.Dealer);
    expect((await dealer.client.get('/tradein/value-rules')).status).toBe(403);
  });

  it('re-values open offers on each change, keeps the history, and emails each subscriber once per change', async () => {
    const staff = await userOfType(server, UserType.TeamMember);
    const owner = await customer(server);
    const other = await customer(server);
    for (const who of [staff, owner]) expect((await who.client.post('/tradein/price-change-subscription', { body: { subscribed: true } })).body).toEqual({ subscribed: true });
    const { tradeInId } = await appraisedCivic(owner.client);
    const before = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body.offer.value;

    const created = await civicRule(staff.client, -10);
    expect(created.status).toBe(201);
    const { ruleId } = created.body;
    await settled(server);
    const after = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body;
    // The rule applies to the unrounded value (the equipment-adjusted price and the condition and history amounts),
    // and the result is rounded to $100 once: not to the rounded `before` (whose 90 % may round the other way).
    const unrounded = after.offer.equipmentAdjustedPrice + after.offer.reasons
      .filter((r: { code: string }) => /^(condition|history)\.|^keys$/.test(r.code)).reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
    const toHundred = (cents: number) => Math.round(cents / 10_000) * 10_000;
    expect(toHundred(unrounded)).toBe(before);
    expect(after.offer.value).toBe(toHundred(unrounded + Math.round(-unrounded / 10)));
    expect(after.lastValueChange).toMatchObject({ cause: 'rule', from: before, to: after.offer.value });
    for (const who of [staff, owner]) expect(await outbox(server, who.email, { kind: 'trade-in-price-change' })).toHaveLength(1);
    expect(await outbox(server, other.email, { kind: 'trade-in-price-change', timeoutMs: 0 })).toHaveLength(0);
    const [mail] = await outbox(server, owner.email, { kind: 'trade-in-price-change' });
    expect(mail.text).toContain('Honda Civic (2024–2025)');
    expect(mail.text).toContain('-10%');

    expect((await staff.client.post('/tradein/value-rules/change', { body: { ruleId, kind: 'percent', value: -20 } })).status).toBe(200);
    await settled(server);
    for (const who of [staff, owner]) expect(await outbox(server, who.email, { kind: 'trade-in-price-change' })).toHaveLength(2);
    expect((await staff.client.post('/tradein/value-rules/reset', { body: { ruleId } })).status).toBe(200);
    await settled(server);

    const history = (await staff.client.get('/tradein/value-rules/history', { query: { ruleId } })).body.items;
    expect(history.map((h: any) => [h.change, h.kind, h.value, h.by])).toEqual([
      ['created', 'percent', -10, staff.userId], ['changed', 'percent', -20, staff.userId], ['reset', 'percent', 0, staff.userId],
    ]);
    const prices = (await staff.client.get('/tradein/price-history', { query: { tradeInId } })).body.items;
    expect(prices.map((p: any) => p.cause)).toEqual(['model', 'rule', 'rule', 'rule']);
    expect(prices.at(-1).value).toBe(before);
    const affected = (await staff.client.get('/tradein/value-rules/affected', { query: { ruleId } })).body.items;
    expect(affected).toEqual([expect.objectContaining({ tradeInId, make: 'Honda', model: 'Civic', status: 'appraised', value: before })]);
    expect((await owner.client.get('/tradein/value-rules/affected', { query: { ruleId } })).status).toBe(403);
    expect((await staff.client.get('/tradein/value-rules')).body.items).toContainEqual(expect.objectContaining({ ruleId, kind: 'percent', value: 0, version: 3 }));
  });

  it("unsubscribes from the email's link: the next change sends nothing to that subscriber", async () => {
    const staff = await userOfType(server, UserType.SuperAdmin);
    const owner = await customer(server);
    await owner.client.post('/tradein/price-change-subscription', { body: { subscribed: true } });
    await appraisedCivic(owner.client);
    const { ruleId } = (await civicRule(staff.client, 5)).body;
    await settled(server);
    const [mail] = await outbox(server, owner.email, { kind: 'trade-in-price-change' });
    const link = new URL(/(http:\/\/\S+\/en-ca\/unsubscribe\?\S+)/.exec(mail.text)![1]);
    expect(link.searchParams.get('list')).toBe('price-change');
    const res = await new Client(server).post('/tradein/unsubscribe', { body: { token: link.searchParams.get('token') } });
    expect(res.body).toEqual({ unsubscribed: true });
    await staff.client.post('/tradein/value-rules/change', { body: { ruleId, kind: 'percent', value: 7 } });
    await settled(server);
    expect(await outbox(server, owner.email, { kind: 'trade-in-price-change', timeoutMs: 0 })).toHaveLength(1);
  });

  it('a re-valuation fired again after failing before the emails were scheduled still emails each subscriber once', async () => {
    const staff = await userOfType(server, UserType.TeamMember);
    const owner = await customer(server);
    await owner.client.post('/tradein/price-change-subscription', { body: { subscribed: true } });
    await appraisedCivic(owner.client);
    const { ruleId } = (await civicRule(staff.client, -3)).body;
    await settled(server);
    expect(await outbox(server, owner.email, { kind: 'trade-in-price-change' })).toHaveLength(1);
    // The offers moved and committed, then the firing died: no email deadline was written. The deadline fires again.
    const db = server.infra.db;
    await db.deleteFrom('platform.deadlines').where('kind', '=', 'trade-in.price-change-email').where('key', 'like', `${ruleId}/%`).execute();
    const row = await db.selectFrom('platform.deadlines').selectAll().where('kind', '=', 'trade-in.revalue').where('key', '=', ruleId).executeTakeFirstOrThrow();
    await server.app.get(RevalueOpenOffersTimer, { strict: false })
      .fire({ kind: row.kind, key: row.key, version: Number(row.version), dueAt: new Date(row.due_at), payload: row.payload });
    await settled(server);
    const mails = await outbox(server, owner.email, { kind: 'trade-in-price-change', count: 2 });
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Honda Civic (2024–2025) change: -3%.');
  });

  it('a batch the store refuses goes offer by offer: every offer moves once, each subscriber gets one email', async () => {
    const staff = await userOfType(server, UserType.TeamMember);
    const owner = await customer(server);
    await owner.client.post('/tradein/price-change-subscription', { body: { subscribed: true } });
    const offers = [await appraisedCivic(owner.client), await appraisedCivic(owner.client)];
    // As if another command had moved one of the batch's streams after it was read, twice in a row.
    const refuse = jest.spyOn(PostgresEventStore.prototype, 'appendToStreams').mockResolvedValue(null);
    try {
      await civicRule(staff.client, -4);
      await settled(server);
      expect(refuse).toHaveBeenCalled();
    } finally {
      refuse.mockRestore();
    }
    for (const { tradeInId } of offers) {
      const prices = (await staff.client.get('/tradein/price-history', { query: { tradeInId } })).body.items;
      expect(prices.map((p: any) => p.cause)).toEqual(['model', 'rule']);
    }
    expect(await outbox(server, owner.email, { kind: 'trade-in-price-change' })).toHaveLength(1);
  });

  it('refuses a percent beyond ±50 with the field', async () => {
    const staff = await userOfType(server, UserType.TeamMember);
    const res = await civicRule(staff.client, 60);
    expect([res.status, res.body.code, res.body.errors?.[0]?.path]).toEqual([400, 'trade_in.invalid_rule', 'value']);
  });
});

describe('value rules over SMTP', () => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTradeInServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Shopicar <no-reply@mail.marketplace.ca>' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('delivers exactly one price-change email to each subscriber', async () => {
    const staff = await userOfType(server, UserType.TeamMember);
    const owner = await customer(server);
    for (const who of [staff, owner]) await who.client.post('/tradein/price-change-subscription', { body: { subscribed: true } });
    await appraisedCivic(owner.client);
    await civicRule(staff.client, -3);
    await settled(server);
    for (const who of [staff, owner]) {
      const mine = smtp.received.filter((m) => m.to.includes(who.email) && m.raw.includes('Subject: =?UTF-8?Q?Trade-in_values_changed'));
      expect(mine).toHaveLength(1);
    }
  });
});
