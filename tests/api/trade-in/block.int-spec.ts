import { UserType } from '@marketplace/domain';
import type { TestServer } from '../../support/server';
import { userOfType } from '../identity/support';
import { CIVIC, HONDA, appraisedCivic, customer, startTradeInServer } from './support';

/** Issue 12 item 6: the block shows dealers confirmed trade-ins only; add-trade-in takes one; a customer gets 403. */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A dealer of company `companyId` (the test sets the company on the identity read model the trade-in module asks). */
async function dealerOf(companyId: number) {
  const dealer = await userOfType(server, UserType.Dealer);
  await server.infra.db.updateTable('identity.users').set({ company_id: companyId }).where('user_id', '=', dealer.userId).execute();
  return dealer;
}

describe('the block', () => {
  it('lists confirmed trade-ins only, with filters and details; a customer gets 403', async () => {
    const owner = await customer(server);
    const confirmed = await appraisedCivic(owner.client);
    await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId: confirmed.tradeInId } });
    const open = await appraisedCivic(owner.client);
    await server.infra.projections.waitFor();

    const dealer = await dealerOf(1);
    const block = await dealer.client.post('/tradein/get-all-trade-in-block', { body: {} });
    expect(block.status).toBe(200);
    const ids = block.body.items.map((i: any) => i.tradeInId);
    expect(ids).toContain(confirmed.tradeInId);
    expect(ids).not.toContain(open.tradeInId);
    const item = block.body.items.find((i: any) => i.tradeInId === confirmed.tradeInId);
    expect(item).toMatchObject({ year: 2025, makeId: HONDA, modelId: CIVIC, province: 'QC', mileage: 30_000, inventoryCompanyId: null });
    expect(item.priceLow).toBeLessThan(item.priceHigh);

    const filtered = async (body: object) => (await dealer.client.post('/tradein/get-all-trade-in-block', { body })).body.items.map((i: any) => i.tradeInId);
    expect(await filtered({ makeId: HONDA, modelId: CIVIC, year: 2025, province: 'QC' })).toContain(confirmed.tradeInId);
    expect(await filtered({ province: 'ON' })).not.toContain(confirmed.tradeInId);
    expect(await filtered({ priceMin: item.value + 1 })).not.toContain(confirmed.tradeInId);
    expect(await filtered({ priceMax: item.value })).toContain(confirmed.tradeInId);
    const filters = (await dealer.client.post('/tradein/get-filters', { body: {} })).body;
    expect(filters).toMatchObject({ years: [2025], makes: [{ id: HONDA, name: 'Honda' }], provinces: ['QC'] });
    expect((await dealer.client.get('/tradein/block/vehicle-details', { query: { tradeInId: confirmed.tradeInId } })).body.tradeInId).toBe(confirmed.tradeInId);
    expect((await dealer.client.get('/tradein/block/vehicle-details', { query: { tradeInId: open.tradeInId } })).status).toBe(404);

    for (const path of ['/tradein/get-all-trade-in-block', '/tradein/get-filters', '/tradein/block-management']) {
      expect([path, (await owner.client.post(path, { body: {} })).status]).toEqual([path, 403]);
    }
  });

  it('a dealer takes a trade-in into their inventory: it leaves the block, block management still shows it; a second dealer is refused', async () => {
    const owner = await customer(server);
    const { tradeInId } = await appraisedCivic(owner.client);
    await owner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId } });
    await server.infra.projections.waitFor();
    const dealer = await dealerOf(4);
    const added = await dealer.client.post('/tradein/add-trade-in', { body: { tradeInId } });
    expect(added.status).toBe(200);
    const ids = (await dealer.client.post('/tradein/get-all-trade-in-block', { body: {} })).body.items.map((i: any) => i.tradeInId);
    expect(ids).not.toContain(tradeInId);
    const rival = await dealerOf(5);
    const refused = await rival.client.post('/tradein/add-trade-in', { body: { tradeInId } });
    expect([refused.status, refused.body.code]).toEqual([409, 'trade_in.already_taken']);
    const details = (who: typeof dealer) => who.client.get('/tradein/block/vehicle-details', { query: { tradeInId } });
    expect((await details(dealer)).body).toMatchObject({ tradeInId, inventoryCompanyId: 4 });
    expect((await details(rival)).status).toBe(404);
    const manager = await userOfType(server, UserType.TeamMember);
    const managed = (await manager.client.post('/tradein/block-management', { body: {} })).body.items;
    expect(managed).toContainEqual(expect.objectContaining({ tradeInId, inventoryCompanyId: 4 }));
    expect((await details(manager)).body).toMatchObject({ tradeInId, inventoryCompanyId: 4 });
    expect((await dealer.client.post('/tradein/block-management', { body: {} })).status).toBe(403);
  });
});
