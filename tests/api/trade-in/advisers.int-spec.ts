import { UserType } from '@marketplace/domain';
import type { TestServer } from '../../support/server';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { BASIC, CONDITION, appraisedCivic, createCivic, customer, startTradeInServer } from './support';

/** Issue 12 item 4: advisers value what the model cannot; staff adjust after inspection; the customer is told why. */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A trade-in with a salvage title: the model refuses to value it, so it waits for advisers. */
async function salvageTradeIn() {
  const owner = await customer(server);
  const tradeInId = await createCivic(owner.client);
  await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: { ...CONDITION, titleBrand: 'salvage' } } });
  expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('with_advisers');
  return { owner, tradeInId };
}

describe('the adviser queue', () => {
  it('lists trade-ins the model cannot value for team members and super admins only', async () => {
    const { owner, tradeInId } = await salvageTradeIn();
    for (const type of [UserType.TeamMember, UserType.SuperAdmin]) {
      const { client } = await userOfType(server, type);
      const queue = await client.get('/tradein/adviser-queue');
      expect(queue.status).toBe(200);
      expect(queue.body.items).toContainEqual(expect.objectContaining({ tradeInId, reason: 'branded_title', vehicle: expect.objectContaining({ model: 'Civic' }) }));
    }
    for (const type of [UserType.Regular, UserType.Dealer, UserType.VehiclesTeam]) {
      const { client } = await userOfType(server, type);
      expect((await client.get('/tradein/adviser-queue')).status).toBe(403);
    }
    expect((await owner.client.post('/tradein/set-value-by-adviser', { body: { tradeInId, value: 100, reason: 'me' } })).status).toBe(403);
  });

  it('an adviser sets the value with a reason: the customer has an offer held 7 days and an email saying so', async () => {
    const { owner, tradeInId } = await salvageTradeIn();
    const adviser = await userOfType(server, UserType.TeamMember);
    const set = await adviser.client.post('/tradein/set-value-by-adviser', { body: { tradeInId, value: 950_000, reason: 'Salvage title, clean inspection' } });
    expect(set.status).toBe(200);
    expect(set.body.status).toBe('appraised');
    // Another user's write: the customer's read waits for the projections' caught-up signal.
    await server.infra.projections.waitFor();
    const details = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body;
    expect(details.offer).toMatchObject({ value: 950_000, source: 'adviser', priceLow: 900_000, priceHigh: 1_000_000 });
    expect((await adviser.client.get('/tradein/adviser-queue')).body.items.map((i: any) => i.tradeInId)).not.toContain(tradeInId);
    const [mail] = await outbox(server, owner.email, { kind: 'trade-in-adviser' });
    expect(mail.subject).toContain('Your trade-in offer is ready');
    expect(mail.text).toContain('Salvage title, clean inspection');
    expect(mail.text).toContain('$9,000 – $10,000');
  });

  it('refuses a value without a reason, and a stale version with 409', async () => {
    const { tradeInId } = await salvageTradeIn();
    const adviser = await userOfType(server, UserType.SuperAdmin);
    const blank = await adviser.client.post('/tradein/set-value-by-adviser', { body: { tradeInId, value: 100_000, reason: '  ' } });
    expect([blank.status, blank.body.errors?.[0]?.path]).toEqual([400, 'body.reason']);
    const stale = await adviser.client.post('/tradein/set-value-by-adviser', { body: { tradeInId, value: 100_000, reason: 'ok', expectedVersion: 1 } });
    expect([stale.status, stale.body.code]).toEqual([409, 'eventstore.wrong_expected_version']);
  });
});

describe('adjustment after inspection', () => {
  it('changes a confirmed value with its reason, shown to the customer and emailed', async () => {
    const owner = await customer(server);
    const { tradeInId } = await appraisedCivic(owner.client);
    await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    const before = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body.offer.value;
    const staff = await userOfType(server, UserType.TeamMember);
    const adjusted = await staff.client.post('/tradein/adjust-after-inspection', { body: { tradeInId, value: before - 100_000, reason: 'Scratched rear door' } });
    expect(adjusted.status).toBe(200);
    await server.infra.projections.waitFor();
    const after = (await owner.client.get('/tradein/get-trade-in-details', { query: { tradeInId } })).body;
    expect(after.offer.value).toBe(before - 100_000);
    expect(after.lastValueChange).toMatchObject({ from: before, to: before - 100_000, cause: 'inspection', reason: 'Scratched rear door' });
    const [mail] = await outbox(server, owner.email, { kind: 'trade-in-inspection' });
    expect(mail.text).toContain('Scratched rear door');
  });

  it('needs a confirmed offer', async () => {
    const owner = await customer(server);
    const { tradeInId } = await appraisedCivic(owner.client);
    const staff = await userOfType(server, UserType.SuperAdmin);
    const res = await staff.client.post('/tradein/adjust-after-inspection', { body: { tradeInId, value: 1, reason: 'x' } });
    expect([res.status, res.body.code]).toEqual([422, 'trade_in.no_offer']);
  });
});
