import { UserType, tradeInStreamId } from '@marketplace/domain';
import { CatalogPublicApi } from '../../../apps/server/src/modules/catalog/catalog.public';
import type { TestServer } from '../../support/server';
import { type Client } from '../../support/http-client';
import { userOfType } from '../identity/support';
import { PriceGuideStandIn } from './price-guide-stand-in';
import { CIVIC_LX_2025, appraisedCivic, customer, startTradeInServer } from './support';

/** Issue 12 item 3: an active black-book configuration makes appraisals ask the provider; every call is logged. */
let server: TestServer;
let provider: PriceGuideStandIn;
let staff: Client;
let configId: number;

beforeAll(async () => {
  server = await startTradeInServer();
  provider = await new PriceGuideStandIn().start();
  staff = (await userOfType(server, UserType.TeamMember)).client;
  const saved = await staff.post('/admin/third-parties/save-config', {
    body: { provider: 'black-book', name: 'Black Book CA', baseUrl: 'https://api.example.com/v1', username: 'dealer', apiKey: 'sk_test_bb1234' },
  });
  expect(saved.status).toBe(200);
  configId = saved.body.id;
  // The admin form takes https only; the stand-in listens on plain http on loopback.
  await server.infra.db.updateTable('catalog.api_configs').set({ base_url: provider.url }).where('id', '=', configId).execute();
}, 60_000);
afterAll(async () => {
  await provider?.stop();
  await server?.stop();
});

/** The valuation basis kept with the appraisal's offer. */
async function basisOf(tradeInId: string) {
  const events = await server.infra.store.readStream(tradeInStreamId(tradeInId));
  const appraised = events.find((e) => e.type === 'TradeInAppraised');
  return (appraised!.data as any).offer.basis;
}

const priceGuideLogs = async () => (await staff.get('/admin/third-parties/get-api-logs', { query: { configId } })).body.items
  .filter((l: any) => l.operation === 'used-vehicle-values');

describe('a configured third-party price guide', () => {
  it('values the trade-in from the provider\'s answer and logs the call', async () => {
    provider.reply = { status: 200, body: { currency: 'CAD', msrp: 31_450, wholesale: 24_100, retail: 27_900, options: [{ code: 'sunroof', msrp: 1_200 }] } };
    const { client } = await customer(server);
    const { tradeInId, appraised } = await appraisedCivic(client);
    expect(appraised.body.status).toBe('appraised');
    expect(await basisOf(tradeInId)).toMatchObject({ msrp: 3_145_000, equipment: [{ code: 'sunroof', valueNew: 120_000 }] });

    const request = provider.requests.at(-1)!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      year: '2025', make: 'Honda', model: 'Civic', trim: 'LX', province: 'QC', kilometres: '30000',
    });
    expect(request.headers.authorization).toBe('Bearer sk_test_bb1234');
    expect(request.headers['x-username']).toBe('dealer');
    expect((await priceGuideLogs())[0]).toMatchObject({ provider: 'black-book', outcome: 'ok', message: expect.stringContaining('2025 Honda Civic LX, QC') });
  });

  it('falls back to the built-in model when the provider is down, and logs the failure', async () => {
    provider.reply = { status: 503 };
    const { client } = await customer(server);
    const { tradeInId, appraised } = await appraisedCivic(client);
    expect(appraised.body.status).toBe('appraised');
    const builtIn = await server.app.get(CatalogPublicApi, { strict: false }).priceRecord({ trimId: CIVIC_LX_2025, geographyCode: 'QC' });
    expect((await basisOf(tradeInId)).msrp).toBe(builtIn!.msrp);
    expect((await priceGuideLogs())[0]).toMatchObject({ outcome: 'error', message: expect.stringContaining('HTTP 503; built-in model used') });
  });
});
