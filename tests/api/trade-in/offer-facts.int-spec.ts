import { randomUUID } from 'node:crypto';
import { tradeInStreamId, UserType } from '@marketplace/domain';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import type { TestServer } from '../../support/server';
import { type Client } from '../../support/http-client';
import { userOfType } from '../identity/support';
import { BASIC, CIVIC, CONDITION, HONDA, createCivic, customer, settled, startTradeInServer } from './support';

/**
 * An offer stands on the facts it was made from (hostile review): a staff rule re-values it from those, and the
 * customer's later edit of them drops it until it is appraised again. Own server: a rule applies to every Civic.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const POOR = { ...CONDITION, generalCondition: 4, tireConditions: 4 };
const EXCELLENT = { ...CONDITION, generalCondition: 0, tireConditions: 0, accidented: false, accidentedDetails: null };
const details = (client: Client, tradeInId: string) => client.get('/tradein/get-trade-in-details', { query: { tradeInId } });

/** A Civic appraised at 250,000 km in poor condition: its id and offer value. */
async function wornCivic(client: Client) {
  const tradeInId = await createCivic(client);
  await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 250_000 } } });
  await client.post('/tradein/save-condition', { body: { tradeInId, condition: POOR } });
  expect((await client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('appraised');
  return { tradeInId, value: (await details(client, tradeInId)).body.offer.value as number };
}

it('an edit of the facts after the offer drops it; a rule change then moves nothing, and a new appraisal values the new facts', async () => {
  const staff = await userOfType(server, UserType.TeamMember);
  const owner = await customer(server);
  const { tradeInId, value } = await wornCivic(owner.client);

  const edited = await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: { ...BASIC, mileage: 1 } } });
  expect([edited.status, edited.body.status]).toEqual([200, 'draft']);
  expect((await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: EXCELLENT } })).status).toBe(200);
  expect((await details(owner.client, tradeInId)).body).toMatchObject({ status: 'draft', offer: null });
  const confirm = await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
  expect([confirm.status, confirm.body.code]).toEqual([422, 'trade_in.no_offer']);

  expect((await staff.client.post('/tradein/value-rules/create', { body: { makeId: HONDA, modelId: CIVIC, yearFrom: 2025, yearTo: 2025, kind: 'percent', value: 1 } })).status).toBe(201);
  await settled(server);
  const prices = (await staff.client.get('/tradein/price-history', { query: { tradeInId } })).body.items;
  expect(prices.map((p: { cause: string }) => p.cause)).toEqual(['model']);

  expect((await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } })).body.status).toBe('appraised');
  expect((await details(owner.client, tradeInId)).body.offer.value).toBeGreaterThan(value * 2);
});

it('a rule change re-values an offer from the facts it was made on, even when the stream holds later edits', async () => {
  const staff = await userOfType(server, UserType.TeamMember);
  const owner = await customer(server);
  const { tradeInId, value } = await wornCivic(owner.client);
  // Edits recorded while the offer stood, as the store may hold them from before they dropped it.
  const stream = tradeInStreamId(tradeInId);
  const version = (await server.infra.store.readStream(stream)).length;
  const meta = () => ({ ...eventMetadata(systemContext()), eventId: randomUUID() });
  await server.infra.store.appendToStream(stream, [
    { type: 'BasicInformationSaved', data: { ...BASIC, mileage: 1, savedAt: new Date().toISOString() }, metadata: meta() },
    { type: 'ConditionSaved', data: { condition: EXCELLENT, savedAt: new Date().toISOString() }, metadata: meta() },
  ], Expected.exact(version));

  const rule = await staff.client.post('/tradein/value-rules/create', { body: { makeId: HONDA, modelId: null, yearFrom: 2025, yearTo: 2025, kind: 'percent', value: 10 } });
  expect(rule.status).toBe(201);
  await settled(server);
  const prices = (await staff.client.get('/tradein/price-history', { query: { tradeInId } })).body.items;
  expect(prices.map((p: { cause: string }) => p.cause)).toEqual(['model', 'rule']);
  // About 10 % more for the worn car (rounded to $100), not the value of a car at 1 km in excellent condition.
  const after = (await details(owner.client, tradeInId)).body.offer.value;
  expect(after).toBeGreaterThan(value * 1.05);
  expect(after).toBeLessThan(value * 1.15);
});
