import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

/**
 * Issue #45 item 5: a company's lead routing chooses the addresses a lead goes to by lead type, make and brand; an
 * address without a route receives every lead.
 */
let t: PurchaseTestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startPurchaseServer({ SMTP_URL: smtp.url }, { vehicles: 20 });
  await seedDemoCompanies(t.server.infra.store);
  await t.server.infra.projections.waitFor();
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

it('sends a buy-online lead to the address routed for buy online and to the unrouted one, not to the trade-in address', async () => {
  const admin = await userOfType(t.server, UserType.Admin);
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 1 } })).body;
  const emails = ['sales@dealer-one.ca', 'used@dealer-one.ca', 'all@dealer-one.ca'];
  const routes = [
    { email: 'sales@dealer-one.ca', leadTypes: ['buy_online'], makes: [], brands: [] },
    { email: 'used@dealer-one.ca', leadTypes: ['trade_in'], makes: [], brands: [] },
  ];
  expect((await admin.client.post('/company/save-company-emails', { body: { companyId: 1, expectedVersion: version, emails, routes } })).status).toBe(200);
  await t.server.infra.projections.waitFor();

  const buyer = await userOfType(t.server, UserType.Regular);
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const { transactionId: leadId } = await startPurchase(buyer.client, vehicleId);
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
  const deliveries = await pollUntil(async () => {
    const body = (await dealer.client.get('/company/get-lead-deliveries', { query: { leadId } })).body;
    return body.items?.length >= 2 && body.items.every((d: any) => d.status === 'sent') ? body.items : null;
  }, 30_000);
  expect(deliveries.map((d: any) => d.address).sort()).toEqual(['all@dealer-one.ca', 'sales@dealer-one.ca']);
  expect(smtp.received.filter((m) => m.to.includes('used@dealer-one.ca'))).toEqual([]);
  expect(smtp.received.filter((m) => m.to.includes('sales@dealer-one.ca'))).toHaveLength(1);
});
