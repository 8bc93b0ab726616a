import { UserType } from '@marketplace/domain';
import { COMPANIES_PROJECTION, seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { UserAccounts } from '../../../apps/server/src/modules/identity/identity.public';
import { systemContext } from '../../../apps/server/src/platform/http/request-context';
import { expectProblem } from '../purchase/support';
import { Client, login, PASSWORD, userOfType } from '../identity/support';
import { linkToken, uniqueEmail } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { startTestServer, type TestServer } from '../../support/server';
import { startTestSmtp, unQuotedPrintable, type TestSmtp } from '../../support/smtp';

/**
 * Issue #45 item 5: a company's self-service. A dealer with the manager flag changes their own company's lead addresses
 * and routing, forms, promotions, directory and users; a dealer without it gets 403, another company's dealer 404;
 * staff (6, 7, 18) manage every company. Bad input is a 400 on the field. The invitation is a real SMTP message in the
 * invitee's language whose link activates a dealer account of the company.
 */
let server: TestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** A dealer of `companyId`, made a manager by staff (the flag is an event on their stream). */
async function dealerOf(companyId: number, manager: boolean) {
  const dealer = await userOfType(server, UserType.Dealer, { companyId });
  if (manager) {
    const ctx = systemContext();
    await server.app.get(UserAccounts, { strict: false }).execute(dealer.userId, {
      type: 'ChangeCompanyManager', data: { actor: { userId: 'staff', userTypeId: UserType.SuperAdmin, companyId, manager: false }, manager: true, now: ctx.now.toISOString() },
    }, ctx);
  }
  return dealer;
}

const emailsOf = async (client: Client, companyId: number) => (await client.get('/company/get-company-emails', { query: { companyId } })).body;
const versionOf = async (client: Client, companyId: number) => (await emailsOf(client, companyId)).version as number;

it('a manager saves lead addresses with routes and the self-service sections; a non-manager gets 403, another company 404; staff any company', async () => {
  const manager = await dealerOf(1, true);
  const colleague = await dealerOf(1, false);
  const other = await dealerOf(2, true);
  const team = await userOfType(server, UserType.TeamMember);

  const routes = [{ email: 'used@dealer-one.ca', leadTypes: ['trade_in'], makes: ['Honda'], brands: [] }];
  const body = { companyId: 1, expectedVersion: await versionOf(manager.client, 1), emails: ['leads@dealer-one.ca', 'Used@Dealer-One.ca'], routes };
  expectProblem(await colleague.client.post('/company/save-company-emails', { body }), 403, 'dealer.not_company_manager');
  expectProblem(await other.client.post('/company/save-company-emails', { body }), 404, 'dealer.company_not_found');
  expect((await manager.client.post('/company/save-company-emails', { body })).status).toBe(200);
  // The manager reads their write at once; the colleague reads it too (read-only for them), routes in lower case.
  await server.infra.projections.waitFor(undefined, [COMPANIES_PROJECTION]);
  expect(await emailsOf(colleague.client, 1)).toMatchObject({
    emails: ['leads@dealer-one.ca', 'used@dealer-one.ca'], routes: [{ email: 'used@dealer-one.ca', leadTypes: ['trade_in'], makes: ['honda'], brands: [] }],
  });
  // Staff keep managing every company, the team (18) included.
  const teamSave = await team.client.post('/company/save-company-emails', { body: { companyId: 2, expectedVersion: await versionOf(team.client, 2), emails: ['team@dealer-two.ca'] } });
  expect(teamSave.status).toBe(200);

  for (const section of ['forms', 'promotions', 'directory'] as const) {
    const path = { forms: 'update-company-forms-configuration', promotions: 'update-promotions-configuration', directory: 'update-directory-configuration' }[section];
    const read = { forms: 'get-company-forms-details', promotions: 'get-promotions-configuration', directory: 'get-directory-configuration' }[section];
    const current = (await manager.client.get(`/company/${read}`, { query: { companyId: 1 } })).body;
    const save = (client: Client, companyId = 1) => client.post(`/company/${path}`, { body: { companyId, expectedVersion: current.version, settings: current.settings } });
    expectProblem(await colleague.client.post(`/company/${path}`, { body: { companyId: 1, expectedVersion: current.version, settings: current.settings } }), 403, 'dealer.not_company_manager');
    expectProblem(await other.client.post(`/company/${path}`, { body: { companyId: 1, expectedVersion: current.version, settings: current.settings } }), 404, 'dealer.company_not_found');
    expect((await save(manager.client)).status).toBe(200);
  }
  const forms = (await manager.client.get('/company/get-company-forms-details', { query: { companyId: 1 } })).body;
  const changed = await manager.client.post('/company/update-company-forms-configuration', {
    body: { companyId: 1, expectedVersion: forms.version, settings: { ...forms.settings, testDrive: true } },
  });
  expect(changed.status).toBe(200);
  await server.infra.projections.waitFor(undefined, [COMPANIES_PROJECTION]);
  expect((await colleague.client.get('/company/get-company-forms-details', { query: { companyId: 1 } })).body.settings.testDrive).toBe(true);

  // What stays staff's: the company's details, Shopicar and the partner id; a manager may not change them.
  const details = (await manager.client.get('/company/get-company-details', { query: { companyId: 1 } })).body;
  const { companyId: _, version, createdAt: __, updatedAt: ___, ...profile } = details;
  expect((await manager.client.post('/company/update-company', { body: { ...profile, companyId: 1, expectedVersion: version } })).status).toBe(403);
});

it('bad input is a 400 on the field: a malformed address, a route to an unlisted address, a lone surrogate, a NUL', async () => {
  const manager = await dealerOf(3, true);
  const expectedVersion = await versionOf(manager.client, 3);
  const save = (over: Record<string, unknown>) => manager.client.post('/company/save-company-emails', { body: { companyId: 3, expectedVersion, emails: ['a@dealer-three.ca'], ...over } });
  expectProblem(await save({ emails: ['not-an-email'] }), 400, 'validation.invalid_input', 'body.emails.0');
  expectProblem(await save({ routes: [{ email: 'b@dealer-three.ca', leadTypes: [], makes: [], brands: [] }] }), 400, 'dealer.route_email_unknown', 'routes.0.email');
  expectProblem(await save({ routes: [{ email: 'a@dealer-three.ca', leadTypes: ['lease'], makes: [], brands: [] }] }), 400, 'validation.invalid_input', 'body.routes.0.leadTypes.0');
  expectProblem(await save({ routes: [{ email: 'a@dealer-three.ca', leadTypes: [], makes: ['Ma\ud800zda'], brands: [] }] }), 400, 'validation.invalid_text', 'body.routes.0.makes.0');
  expectProblem(await save({ emails: ['a\u0000@dealer-three.ca'] }), 400, 'validation.invalid_input', 'body.emails.0');

  const invite = (over: Record<string, unknown>) => manager.client.post('/company/invite-company-user', {
    body: { companyId: 3, email: uniqueEmail('invitee'), firstName: 'Ines', lastName: 'Vitée', language: 'fr-ca', ...over },
  });
  expectProblem(await invite({ email: 'nope@' }), 400, 'validation.invalid_input', 'body.email');
  expectProblem(await invite({ firstName: 'In\ud800es' }), 400, 'validation.invalid_text', 'body.firstName');
  expectProblem(await invite({ lastName: 'V\u0000' }), 400, 'validation.invalid_input', 'body.lastName');
  expectProblem(await invite({ language: 'de-de' }), 400, 'validation.invalid_input', 'body.language');
  // An address that already has an account (here another company's dealer) is refused on the field.
  const elsewhere = await dealerOf(2, false);
  expectProblem(await invite({ email: elsewhere.email }), 400, 'dealer.invitee_has_account', 'body.email');
});

it('a manager invites by email (SMTP, in the invitee\'s language); the link activates a dealer user of the company; the flag and removal follow', async () => {
  const manager = await dealerOf(5, true);
  const colleague = await dealerOf(5, false);
  const other = await dealerOf(1, true);
  const email = uniqueEmail('invitee');
  const body = { companyId: 5, email, firstName: 'Ines', lastName: 'Vitée', language: 'fr-ca' };
  expectProblem(await colleague.client.post('/company/invite-company-user', { body }), 403, 'dealer.not_company_manager');
  expectProblem(await other.client.post('/company/invite-company-user', { body }), 404, 'dealer.company_not_found');
  const invited = await manager.client.post('/company/invite-company-user', { body });
  expect(invited.status).toBe(200);
  const { userId } = invited.body;

  const message = await pollUntil(async () => smtp.received.find((m) => m.to.includes(email)) ?? null, 10_000);
  const raw = unQuotedPrintable(message.raw);
  expect(raw).toMatch(/Invitation à rejoindre/);
  expect(raw).toContain('Activer mon compte');
  expect(raw).toMatch(/\/fr-ca\/create-password\//);
  const token = linkToken({ text: raw }, 'create-password');
  const fresh = new Client(server);
  expect((await fresh.post('/user/reset-password', { body: { Guid: token, NewPassword: PASSWORD } })).body).toMatchObject({ Status: 1 });
  expect((await login(fresh, email)).body).toMatchObject({ Status: 1, UserTypeId: UserType.Dealer, Company_ID: 5, EmailVerified: true });
  // Not a manager yet: they read the company's users, and may not change anything.
  const list = await pollUntil(async () => {
    const res = (await fresh.get('/company/get-company-users', { query: { companyId: 5 } })).body;
    return res.items?.some((u: any) => u.userId === userId && u.activated) ? res : null;
  }, 30_000);
  expect(list.canManage).toBe(false);
  expect(list.items).toContainEqual(expect.objectContaining({ userId, email, firstName: 'Ines', manager: false }));
  expect((await manager.client.get('/company/get-company-users', { query: { companyId: 5 } })).body.canManage).toBe(true);
  expectProblem(await other.client.get('/company/get-company-users', { query: { companyId: 5 } }), 404, 'dealer.company_not_found');

  expectProblem(await colleague.client.post('/company/set-company-manager', { body: { companyId: 5, userId, manager: true } }), 403, 'dealer.not_company_manager');
  expectProblem(await other.client.post('/company/set-company-manager', { body: { companyId: 5, userId, manager: true } }), 404, 'dealer.company_not_found');
  // Another company's manager naming a user of company 5 in their own company: that user is not theirs (404).
  expectProblem(await other.client.post('/company/set-company-manager', { body: { companyId: 1, userId, manager: true } }), 404, 'identity.user_not_found');
  expect((await manager.client.post('/company/set-company-manager', { body: { companyId: 5, userId, manager: true } })).status).toBe(200);
  expect((await fresh.get('/company/get-company-users', { query: { companyId: 5 } })).body.canManage).toBe(true);
  // A manager never changes themselves (the company keeps its manager).
  expectProblem(await manager.client.post('/company/set-company-manager', { body: { companyId: 5, userId: manager.userId, manager: false } }), 403, 'identity.not_allowed_on_user');

  const admin = await userOfType(server, UserType.SuperAdmin);
  expect((await admin.client.post('/company/set-company-manager', { body: { companyId: 5, userId, manager: false } })).status).toBe(200);
  expectProblem(await colleague.client.post('/company/remove-company-user', { body: { companyId: 5, userId } }), 403, 'dealer.not_company_manager');
  expect((await manager.client.post('/company/remove-company-user', { body: { companyId: 5, userId } })).status).toBe(200);
  // Removed: their sessions end, and the company no longer lists them.
  expect((await fresh.get('/company/get-company-users', { query: { companyId: 5 } })).status).toBe(401);
  await pollUntil(async () => {
    const res = (await manager.client.get('/company/get-company-users', { query: { companyId: 5 } })).body;
    return res.items.every((u: any) => u.userId !== userId) ? res : null;
  }, 30_000);
});

it('an invitation in English reads in English', async () => {
  const admin = await userOfType(server, UserType.Admin);
  const email = uniqueEmail('english');
  expect((await admin.client.post('/company/invite-company-user', { body: { companyId: 2, email, firstName: 'Ian', lastName: '', language: 'en-ca' } })).status).toBe(200);
  const message = await pollUntil(async () => smtp.received.find((m) => m.to.includes(email)) ?? null, 10_000);
  const raw = unQuotedPrintable(message.raw);
  expect(raw).toMatch(/Invitation to join/);
  expect(raw).toMatch(/\/en-ca\/create-password\//);
});
