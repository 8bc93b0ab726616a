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
    expect(source).toMatch(new RegExp(`"inventory":"${t.server.url}/api/company/get-widget-inventory\\?companyId=1&v=\\d+"`));
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

  it("follows the company's widget settings: its colours, its size, its buttons (an admin saves them; a dealer reads their own)", async () => {
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
  });
});

/** The script a site embeds, and the inventory read it makes (the URL it names, in a language). */
async function servedWidget(companyId: number, lang = 'en-ca') {
  const source = await (await site(`/widgets/${companyId}.js`)).text();
  const inventory = /"inventory":"([^"]+)"/.exec(source)![1]!;
  return { inventory, body: await (await site(`${inventory.slice(t.server.url.length)}&lang=${lang}`)).json() };
}

describe('a dealer changes their widget settings (ADR 0034)', () => {
  const SETTINGS = { primaryColor: '#1a7f37', accentColor: '#ffd33d', maxVehicles: 1, buyOnline: false, tradeIn: true };

  it('saves their own company settings at the version read; the served script and its inventory read follow at once', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 3 });
    const before = await servedWidget(3);
    const read = await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 3 } });
    const saved = await dealer.client.post('/company/update-widget-configuration', { body: { companyId: 3, expectedVersion: read.body.version, settings: SETTINGS } });
    expect(saved.body).toEqual({ Status: 1, companyId: 3, version: read.body.version + 1 });
    // The dealer's next read shows the change (read-your-writes).
    expect((await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 3 } })).body).toEqual({ companyId: 3, version: saved.body.version, settings: SETTINGS });

    await t.server.infra.projections.waitFor();
    const after = await servedWidget(3, 'fr-ca');
    // A new inventory URL: an answer cached under the old one (a minute) cannot bring back the old theme.
    expect(after.inventory).not.toBe(before.inventory);
    expect(after.inventory).toBe(`${t.server.url}/api/company/get-widget-inventory?companyId=3&v=${saved.body.version}`);
    expect(after.body).toMatchObject({ companyId: 3, theme: { primaryColor: '#1a7f37', accentColor: '#ffd33d' }, showBuyOnline: false, tradeInUrl: `${t.server.url}/fr-ca/trade-in` });
    expect(after.body.vehicles).toHaveLength(Math.min(1, (await vehiclesOfDealer(t.server, 3)).length));
  });

  it('two tabs saving from the same version: one is saved, the other is a 409 on its expected version, and nothing of it is written', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 5 });
    const { version } = (await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 5 } })).body;
    const tabs = [{ ...SETTINGS, primaryColor: '#111111' }, { ...SETTINGS, primaryColor: '#222222' }];
    const answers = await Promise.all(tabs.map((settings) => dealer.client.post('/company/update-widget-configuration', { body: { companyId: 5, expectedVersion: version, settings } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    expectProblem(answers[1 - winner]!, 409, 'dealer.widget_settings_conflict', 'body.expectedVersion');
    expect((await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 5 } })).body).toEqual({ companyId: 5, version: version + 1, settings: tabs[winner] });
    // The losing tab, reloaded, saves from the new version.
    expect((await dealer.client.post('/company/update-widget-configuration', { body: { companyId: 5, expectedVersion: version + 1, settings: tabs[1 - winner] } })).status).toBe(200);
  });

  it('refuses settings the contract does not allow with a 400 on the field, and saves nothing', async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 2 });
    const read = (await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 2 } })).body;
    const save = (settings: Record<string, unknown>) => dealer.client.post('/company/update-widget-configuration', { body: { companyId: 2, expectedVersion: read.version, settings: { ...SETTINGS, ...settings } } });
    expectProblem(await save({ primaryColor: 'green' }), 400, 'validation.invalid_input', 'body.settings.primaryColor');
    expectProblem(await save({ accentColor: '#12345' }), 400, 'validation.invalid_input', 'body.settings.accentColor');
    expectProblem(await save({ maxVehicles: 25 }), 400, 'validation.invalid_input', 'body.settings.maxVehicles');
    expectProblem(await save({ maxVehicles: 0 }), 400, 'validation.invalid_input', 'body.settings.maxVehicles');
    expectProblem(await save({ maxVehicles: 2.5 }), 400, 'validation.invalid_input', 'body.settings.maxVehicles');
    expectProblem(await save({ buyOnline: 'yes' }), 400, 'validation.invalid_input', 'body.settings.buyOnline');
    expectProblem(await save({ lang: 'fr-ca' }), 400, 'validation.invalid_input', 'body.settings.lang');
    expect((await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 2 } })).body).toEqual(read);
  });

  it("a dealer may not change another company's widget (404, like an unknown one); staff (6, 7, 18) change any company's; others are refused", async () => {
    const dealer = await userOfType(t.server, UserType.Dealer, { companyId: 1 });
    const other = (await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 1 } })).body;
    expectProblem(await dealer.client.post('/company/update-widget-configuration', { body: { companyId: 6, expectedVersion: 1, settings: SETTINGS } }), 404, 'dealer.company_not_found');
    expectProblem(await dealer.client.post('/company/update-widget-configuration', { body: { companyId: 99_999, expectedVersion: 1, settings: SETTINGS } }), 404, 'dealer.company_not_found');
    expect((await dealer.client.get('/company/get-widget-configuration', { query: { companyId: 1 } })).body).toEqual(other);

    for (const [type, maxVehicles] of [[UserType.SuperAdmin, 3], [UserType.Admin, 4], [UserType.TeamMember, 5]] as const) {
      const staff = await userOfType(t.server, type);
      const read = (await staff.client.get('/company/get-widget-configuration', { query: { companyId: 6 } })).body;
      const saved = await staff.client.post('/company/update-widget-configuration', { body: { companyId: 6, expectedVersion: read.version, settings: { ...SETTINGS, maxVehicles } } });
      expect({ type, status: saved.status }).toEqual({ type, status: 200 });
      expect((await staff.client.get('/company/get-widget-configuration', { query: { companyId: 6 } })).body.settings.maxVehicles).toBe(maxVehicles);
    }
    const team = await userOfType(t.server, UserType.TeamMember);
    expectProblem(await team.client.post('/company/update-widget-configuration', { body: { companyId: 99_999, expectedVersion: 1, settings: SETTINGS } }), 404, 'dealer.company_not_found');
    for (const type of [UserType.VehiclesTeam, UserType.Regular]) {
      const user = await userOfType(t.server, type);
      expect((await user.client.post('/company/update-widget-configuration', { body: { companyId: 6, expectedVersion: 1, settings: SETTINGS } })).status).toBe(403);
    }
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
