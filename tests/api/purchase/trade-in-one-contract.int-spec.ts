import { transactionStreamId, tradeInStreamId, vehicleStreamId } from '@marketplace/domain';
import { TradeInPublicApi } from '../../../apps/server/src/modules/trade-in/trade-in.public';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import {
  completeFormSteps, expectProblem, GPS_PHOTO, payDeposit, signature, startPurchase, startPurchaseServer, streamTypes, tradeInOffered, vehiclesOfDealer, type PurchaseTestServer,
} from './support';

/**
 * One trade-in appraisal is credited on one signed contract (hostile review, finding 7): a buyer with two tabs (two
 * transactions for two vehicles) picks the same appraisal in both and signs both. The trade-in's own stream decides.
 */
let t: PurchaseTestServer;
let vehicles: string[];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 60 });
  // Quebec dealers (1: Montréal, 2: Québec), two vehicles per case.
  vehicles = [...(await vehiclesOfDealer(t.server, 1)), ...(await vehiclesOfDealer(t.server, 2))];
});
afterAll(() => t?.stop());

const saveTradeIn = (client: Client, transactionId: string, tradeInId: string) =>
  client.post('/customers/save-customer-completed-steps', { body: { transactionId, step: 'trade-in', data: { skip: false, tradeInId, balanceDue: 0, include: true } } });
const reviewedTotal = async (client: Client, transactionId: string) =>
  (await client.get('/revieworder/get-review-order-details', { query: { transactionId } })).body.prices.total as number;
const finalize = async (client: Client, transactionId: string) =>
  client.post('/revieworder/finalize', { body: { transactionId, language: 'en-ca', total: await reviewedTotal(client, transactionId) } });
const contractsOf = async (userId: string) => (await t.server.infra.db.selectFrom('files.private_files').select('file_id')
  .where('subject_id', '=', userId).where('kind', '=', 'contract').execute()).length;
const commitments = async (tradeInId: string) => (await t.server.infra.store.readStream(tradeInStreamId(tradeInId)))
  .filter((e) => e.type === 'TradeInCommittedToContract').map((e) => (e.data as { transactionId: string }).transactionId);

/** One buyer, one appraised trade-in, two transactions (two vehicles) ready to sign, each crediting that trade-in. */
async function twoTabsWithOneTradeIn() {
  const buyer = await t.buyer();
  const tradeInId = await tradeInOffered(t.server, buyer.client, new Date(), new Date(Date.now() + 3 * 86_400_000));
  const tabs = vehicles.splice(0, 2);
  if (tabs.length < 2) throw new Error('seed more vehicles');
  const transactionIds: string[] = [];
  for (const vehicleId of tabs) {
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
    const saved = await saveTradeIn(buyer.client, transactionId, tradeInId);
    expect(saved.body.prices).toMatchObject({ tradeInValue: 2_000_000, includeTradeInValue: true });
    await payDeposit(buyer.client, transactionId);
    transactionIds.push(transactionId);
  }
  for (const [i, transactionId] of transactionIds.entries()) {
    await pollUntil(async () => (await streamTypes(t.server, vehicleStreamId(tabs[i]))).includes('VehicleReserved'));
    const signed = await buyer.client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } });
    expect(signed.status).toBe(200);
  }
  return { buyer, tradeInId, transactionIds };
}

describe('one trade-in, one contract', () => {
  it('signing the second contract with the trade-in the first one credits: 409 purchase.trade_in_used, nothing written', async () => {
    const { buyer, tradeInId, transactionIds: [first, second] } = await twoTabsWithOneTradeIn();
    expect((await finalize(buyer.client, first)).status).toBe(200);
    expect(await commitments(tradeInId)).toEqual([first]);

    const before = { events: await streamTypes(t.server, transactionStreamId(second)), contracts: await contractsOf(buyer.userId) };
    expectProblem(await finalize(buyer.client, second), 409, 'purchase.trade_in_used', 'body.tradeInId');
    expect({ events: await streamTypes(t.server, transactionStreamId(second)), contracts: await contractsOf(buyer.userId) }).toEqual(before);
    expect(before.events).not.toContain('ContractSigned');
    expect(await commitments(tradeInId)).toEqual([first]);

    // The trade-in step of the other transaction neither offers nor takes it any more.
    await t.waitForProjections();
    const choices = (await buyer.client.get('/customers/get-trade-in-choices')).body.tradeIns as { tradeInId: string }[];
    expect(choices.map((c) => c.tradeInId)).not.toContain(tradeInId);
    expectProblem(await saveTradeIn(buyer.client, second, tradeInId), 409, 'purchase.trade_in_used', 'body.data.tradeInId');
  });

  it('two contracts signed at once: exactly one is signed, the other answers 409 purchase.trade_in_used', async () => {
    const { buyer, tradeInId, transactionIds } = await twoTabsWithOneTradeIn();
    const answers = await Promise.all(transactionIds.map((id) => finalize(buyer.client, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expectProblem(refused, 409, 'purchase.trade_in_used', 'body.tradeInId');

    const signed = [];
    for (const id of transactionIds) if ((await streamTypes(t.server, transactionStreamId(id))).includes('ContractSigned')) signed.push(id);
    expect(signed).toHaveLength(1);
    expect(await commitments(tradeInId)).toEqual(signed);
    expect(await contractsOf(buyer.userId)).toBe(1);
  });

  it('a transaction cancelled while it holds the trade-in (its signing failed half-way) gives it back: the other one signs', async () => {
    const { buyer, tradeInId, transactionIds: [first, second] } = await twoTabsWithOneTradeIn();
    // As if the first signing committed the trade-in, then stopped before its contract was recorded.
    const tradeIns = t.server.app.get(TradeInPublicApi, { strict: false });
    expect(await tradeIns.commitToContract(tradeInId, buyer.userId, first, systemContext())).toBe('committed');
    expectProblem(await finalize(buyer.client, second), 409, 'purchase.trade_in_used', 'body.tradeInId');

    expect((await buyer.client.post('/customers/cancel-customer-transaction', { body: { transactionId: first } })).status).toBe(200);
    await pollUntil(async () => (await streamTypes(t.server, tradeInStreamId(tradeInId))).includes('TradeInContractCommitmentReleased'));
    expect((await finalize(buyer.client, second)).status).toBe(200);
    expect(await commitments(tradeInId)).toEqual([first, second]);
  });
});
