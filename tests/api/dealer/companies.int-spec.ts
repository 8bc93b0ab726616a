import { UserType } from '@marketplace/domain';
import { COMPANIES_PROJECTION, seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { expectProblem } from '../purchase/support';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';

/** Companies as streams (ADR 0018): the company calls of spec §7, optimistic concurrency, the dealer's own company only. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCompanies(server.infra.store);
});
afterAll(() => server?.stop());

const PROFILE = {
  name: 'Rive-Sud Autos', typeId: 1, city: 'Longueuil', province: 'QC', lat: 45.53, lng: -73.51, makes: ['Honda', 'Toyota'], active: true,
};

it('an admin creates a company, reads it back at once, and a stale edit is a 409', async () => {
  const admin = await userOfType(server, UserType.Admin);
  const created = await admin.client.post('/company/create-company', { body: PROFILE });
  expect(created.status).toBe(200);
  const { companyId, version } = created.body;
  expect(version).toBe(1);
  const details = await admin.client.get('/company/get-company-details', { query: { companyId } });
  expect(details.body).toMatchObject({ ...PROFILE, companyId, version: 1 });

  const [first, second] = await Promise.all([
    admin.client.post('/company/update-company', { body: { ...PROFILE, companyId, expectedVersion: 1, city: 'Brossard' } }),
    admin.client.post('/company/update-company', { body: { ...PROFILE, companyId, expectedVersion: 1, city: 'Laval' } }),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  expect([first, second].find((r) => r.status === 409)!.body.code).toBe('eventstore.wrong_expected_version');

  const saved = await admin.client.post('/company/save-company-emails', { body: { companyId, expectedVersion: 2, emails: ['Leads@RiveSud.ca'] } });
  expect(saved.body).toEqual({ Status: 1, companyId, version: 3 });
  expect((await admin.client.get('/company/get-company-emails', { query: { companyId } })).body).toEqual({ companyId, emails: ['leads@rivesud.ca'], routes: [], version: 3 });
  expect((await admin.client.get('/company/get-company-makes', { query: { companyId } })).body).toEqual({ companyId, makes: ['Honda', 'Toyota'] });
  expect((await admin.client.get('/company/get-companies', { query: { search: 'rive-sud' } })).body.items.map((c: any) => c.companyId)).toEqual([companyId]);
});

it('a dealer reads their own company only; unknown ids are 404; bad input is a 400 on the field', async () => {
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 1 });
  await server.infra.projections.waitFor();
  expect((await dealer.client.get('/company/get-company-details', { query: { companyId: 1 } })).body).toMatchObject({ companyId: 1, name: 'Auto Boulevard Montréal' });
  expectProblem(await dealer.client.get('/company/get-company-details', { query: { companyId: 2 } }), 404, 'dealer.company_not_found');
  expect((await dealer.client.get('/company/get-companies')).status).toBe(403);
  expect((await dealer.client.post('/company/update-company', { body: { ...PROFILE, companyId: 1, expectedVersion: 1 } })).status).toBe(403);
  const team = await userOfType(server, UserType.TeamMember);
  expectProblem(await team.client.get('/company/get-company-details', { query: { companyId: 99_999 } }), 404, 'dealer.company_not_found');
  expect((await team.client.get('/company/get-company-types')).body.items.map((t: any) => t.key)).toEqual(['dealer', 'headquarter', 'partner']);
  const admin = await userOfType(server, UserType.Admin);
  expectProblem(await admin.client.post('/company/create-company', { body: { ...PROFILE, name: ' ' } }), 400, 'validation.invalid_input', 'body.name');
  expectProblem(await admin.client.post('/company/save-company-emails', { body: { companyId: 1, expectedVersion: 1, emails: ['a@b.ca', 'A@b.ca'] } }),
    400, 'dealer.duplicate_email', 'emails.1');
});

it('a user cannot be given a company that does not exist (identity asks the dealer context)', async () => {
  const admin = await userOfType(server, UserType.SuperAdmin);
  const body = (companyId: number) => ({ Email: `dealer.${companyId}.${Date.now()}@mail.marketplace.ca`, FirstName: 'Dee', LastName: 'Ler', UserTypeId: 9, Company_ID: companyId });
  expectProblem(await admin.client.post('/user/create-admin-user', { body: body(99_999) }), 400, 'identity.company_unknown', 'body.Company_ID');
  expect((await admin.client.post('/user/create-admin-user', { body: body(2) })).body).toMatchObject({ Status: 1 });
  const user = await userOfType(server, UserType.Regular);
  expectProblem(await admin.client.post('/user/update-user-full', { body: { User_Guid: user.userId, Company_ID: 99_999 } }), 400, 'identity.company_unknown', 'body.Company_ID');
});

it('each configuration section is read (defaults first) and saved at the version seen; a dealer reads their own only', async () => {
  const admin = await userOfType(server, UserType.SuperAdmin);
  const { companyId } = (await admin.client.post('/company/create-company', { body: { ...PROFILE, name: 'Shopitrade Motors' } })).body;
  await server.infra.projections.waitFor(undefined, [COMPANIES_PROJECTION]);
  const forms = await admin.client.get('/company/get-company-forms-details', { query: { companyId } });
  expect(forms.body).toEqual({ companyId, version: 1, settings: { buyOnline: true, tradeIn: true, creditApplication: true, testDrive: false } });

  const saved = await admin.client.post('/company/update-shopitrade-company', { body: { companyId, expectedVersion: 1, settings: { enabled: true, marginPercent: 4.5 } } });
  expect(saved.body).toEqual({ Status: 1, companyId, version: 2 });
  expect((await admin.client.get('/company/get-shopitrade-configuration', { query: { companyId } })).body.settings).toEqual({ enabled: true, marginPercent: 4.5 });
  expect((await admin.client.get('/company/get-shopitrade-companies')).body.items).toContainEqual({ companyId, name: 'Shopitrade Motors', marginPercent: 4.5 });

  const stale = await admin.client.post('/company/save-partner-id', { body: { companyId, expectedVersion: 1, settings: { partnerId: 'P-77' } } });
  expectProblem(stale, 409, 'eventstore.wrong_expected_version');
  expect((await admin.client.post('/company/save-partner-id', { body: { companyId, expectedVersion: 2, settings: { partnerId: 'P-77' } } })).status).toBe(200);
  expectProblem(await admin.client.post('/company/update-shopicar-configuration', {
    body: { companyId, expectedVersion: 3, settings: { enabled: true, deliveryRadiusKm: 500, touchlessDelivery: false } },
  }), 400, 'validation.invalid_input', 'body.settings.deliveryRadiusKm');

  const dealer = await userOfType(server, UserType.Dealer, { companyId: 1 });
  await server.infra.projections.waitFor();
  expect((await dealer.client.get('/company/get-directory-configuration', { query: { companyId: 1 } })).status).toBe(200);
  expectProblem(await dealer.client.get('/company/get-directory-configuration', { query: { companyId } }), 404, 'dealer.company_not_found');
});
