import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { userOfType } from '../identity/support';
import { expectProblem, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';

/** The dealer widget (issue 14 item 6, ADR 0027): its script at the site root, its public cross-origin read, its settings. */
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 40 });
  await seedDemoCompanies(t.server.infra.store);
  await t.server.infra.projections.waitFor();
});
afterAll(() => t?.stop());

const site = (path: string, init?: RequestInit) => fetch(`${t.server.url}${path}`, init);
const OTHER_SITE = { origin: 'https://dealer.example', cookie: 'User.Token=not-for-you' };

describe('the widget script /widgets/{companyId}.js', () => {
  it('serves a company its script, at the site root, to any site, without a cookie', async () => {
    const res = await site('/widgets/1.js', { headers: OTHER_SITE });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.getSetCookie()).toEqual([]);
    const source = await res.text();
    expect(source).toContain(`"inventory":"${t.server.url}/api/company/get-widget-inventory?companyId=1"`);
    expect(source).toContain('[data-marketplace-widget="');
    // Safe on the host page: no markup from data, no style element or attribute, no credentials.
    expect(source).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write|createElement\('style'\)|setAttribute\('style'/);
    expect(source).toContain("credentials: 'omit'");
    expect(source).toContain('adoptedStyleSheets');
  });

  it('answers 404 (a script) for an unknown company or a file that is not {companyId}.js', async () => {
    for (const path of ['/widgets/99999.js', '/widgets/abc.js', '/widgets/1.json', '/widgets/01.js']) {
      const res = await site(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    }
  });

  it('is not an API operation: not under /api, not in the OpenAPI document', async () => {
    expect((await site('/api/widgets/1.js')).status).toBe(404);
    const doc = await (await site('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths).filter((p) => p.includes('widget')).sort()).toEqual(['/api/company/get-widget-inventory', '/api/company/get-widget-configuration', '/api/company/update-widget-configuration'].sort());
  });
});

describe('the public inventory read', () => {
  it("answers the company's available vehicles only, with absolute links to buy online and trade-in, cross-origin, without cookies", async () => {
    const res = await site('/api/company/get-widget-inventory?companyId=1&lang=fr-ca', { headers: OTHER_SITE });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = await res.json();
    const own = await vehiclesOfDealer(t.server, 1);
    expect(body).toMatchObject({ companyId: 1, name: 'Auto Boulevard Montréal', lang: 'fr-ca', showBuyOnline: true, tradeInUrl: `${t.server.url}/fr-ca/trade-in` });
    expect(body.vehicles.length).toBe(Math.min(6, own.length));
    for (const v of body.vehicles) {
      expect(own).toContain(v.id);
      expect(v.buyOnlineUrl).toBe(`${t.server.url}/fr-ca/buy-online?vehicleId=${v.id}`);
      if (v.photo) expect(v.photo.startsWith(`${t.server.url}/`)).toBe(true);
    }
  });

  it('answers 404 for an unknown company, 400 for a bad language; other API routes stay same-origin only', async () => {
    const unknown = await site('/api/company/get-widget-inventory?companyId=99999');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect((await unknown.json()).code).toBe('dealer.company_not_found');
    expect((await site('/api/company/get-widget-inventory?companyId=1&lang=de-de')).status).toBe(400);
    expect((await site('/api/health', { headers: OTHER_SITE })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("follows the company's widget settings: its colours, its size, its buttons (admins save them; a dealer reads their own)", async () => {
    const admin = await userOfType(t.server, UserType.Admin);
    const current = await admin.client.get('/company/get-widget-configuration', { query: { companyId: 1 } });
    expect(current.body.settings).toEqual({ primaryColor: '#0b5cad', accentColor: '#f2a900', maxVehicles: 6, buyOnline: true, tradeIn: true });
    const settings = { primaryColor: '#123abc', accentColor: '#fedcba', maxVehicles: 2, buyOnline: true, tradeIn: false };
    expect((await admin.client.post('/company/update-widget-configuration', { body: { companyId: 1, expectedVersion: current.body.version, settings } })).status).toBe(200);
    expectProblem(await admin.client.post('/company/update-widget-configuration', {
      body: { companyId: 1, expectedVersion: current.body.version + 1, settings: { ...settings, primaryColor: 'red' } },
    }), 400, 'validation.invalid_input', 'body.settings.primaryColor');
    await t.server.infra.projections.waitFor();
    const body = await (await site('/api/company/get-widget-inventory?companyId=1')).json();
    expect(body).toMatchObject({ theme: { primaryColor: '#123abc', accentColor: '#fedcba' }, tradeInUrl: null, lang: 'en-ca' });
    expect(body.vehicles).toHaveLength(2);

    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
    expect((await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 1 } })).body.settings).toEqual(settings);
    expectProblem(await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 2 } }), 404, 'dealer.company_not_found');
    expect((await dealer.client.post('/company/update-widget-configuration', { body: { companyId: 1, expectedVersion: 1, settings } })).status).toBe(403);
  });
});

it('a team member (18) saves a company Shopitrade settings from the Shopitrade screen; a dealer may not', async () => {
  const team = await userOfType(t.server, UserType.TeamMember);
  const current = await team.client.get('/company/get-shopitrade-configuration', { query: { companyId: 2 } });
  const saved = await team.client.post('/company/update-shopitrade-company', {
    body: { companyId: 2, expectedVersion: current.body.version, settings: { enabled: true, marginPercent: 4.5 } },
  });
  expect(saved.status).toBe(200);
  await t.server.infra.projections.waitFor();
  expect((await team.client.get('/company/get-shopitrade-companies')).body.items).toContainEqual({ companyId: 2, name: expect.any(String), marginPercent: 4.5 });
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
  expect((await dealer.client.post('/company/update-shopitrade-company', {
    body: { companyId: 2, expectedVersion: saved.body.version, settings: { enabled: false, marginPercent: 0 } },
  })).status).toBe(403);
});
