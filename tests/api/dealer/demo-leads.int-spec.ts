import { DEMO_USERS, seedIdentityDemo } from '../../../apps/server/src/modules/identity/identity.public';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { seedDemoLeads } from '../../../apps/server/src/modules/dealer/seed/seed-demo-leads';
import { Client } from '../../support/http-client';
import { login } from '../identity/support';
import { startPurchaseServer, type PurchaseTestServer } from '../purchase/support';

/** `npm start`'s demo (issue #45): dealer@demo.marketplace.ca (company 1) finds leads with contact cards, one worked. */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
});
afterAll(() => t?.stop());

it('seeds two leads of company 1 once, the first one worked by the demo dealer', async () => {
  await seedIdentityDemo(t.server.app);
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
  expect(await seedDemoLeads(t.server.app)).toBe(2);
  await t.waitForProjections();
  expect(await seedDemoLeads(t.server.app)).toBe(0);

  const demo = DEMO_USERS.find((u) => u.email === 'dealer@demo.marketplace.ca')!;
  const dealer = new Client(t.server);
  expect((await login(dealer, demo.email, demo.password)).body.Status).toBe(1);
  const { items } = (await dealer.get('/company/get-leads', { query: { companyId: 1 } })).body;
  expect(items.map((l: { stage: string }) => l.stage).sort()).toEqual(['contacted', 'new']);
  const worked = items.find((l: { stage: string }) => l.stage === 'contacted');
  expect(worked.responseSeconds).toEqual(expect.any(Number));
  const card = (await dealer.get('/company/get-lead-card', { query: { leadId: worked.leadId } })).body;
  expect(card).toMatchObject({
    customer: { status: 'active', firstName: 'Chris', lastName: 'Customer', email: 'customer17@demo.marketplace.ca', phone: '416 555-0117', contactMethod: 'phone' },
    message: { kind: 'call_back' }, assignee: { name: 'Dana Dealer' }, stage: 'contacted',
  });
  expect(card.vehicle.price).toBeGreaterThan(0);
});
