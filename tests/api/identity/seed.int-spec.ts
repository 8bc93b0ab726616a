import { DEMO_USERS, isCompanyManager, seedIdentityDemo, UserAccounts } from '../../../apps/server/src/modules/identity/identity.public';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { login } from './support';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('seedIdentityDemo', () => {
  it('creates one activated demo user per type on an empty database, once', async () => {
    const created = await seedIdentityDemo(server.app);
    expect(created.map((u) => u.userTypeId).sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 17, 18, 20]);
    for (const u of DEMO_USERS) {
      expect(u.email).toMatch(/@demo\.marketplace\.ca$/);
      const res = await login(new Client(server), u.email, u.password);
      expect(res.body).toMatchObject({ Status: 1, UserTypeId: u.userTypeId, EmailVerified: true, Active: true, FirstName: u.firstName });
    }
    // Issue #45: the demo dealer manages company 1's self-service.
    const dealer = await login(new Client(server), 'dealer@demo.marketplace.ca', DEMO_USERS.find((u) => u.userTypeId === 9)!.password);
    expect(dealer.body).toMatchObject({ Company_ID: 1 });
    expect(await isCompanyManager(server.app.get(UserAccounts, { strict: false }), dealer.body.User_Guid)).toBe(true);
    expect(await seedIdentityDemo(server.app)).toEqual([]);
  });
});
