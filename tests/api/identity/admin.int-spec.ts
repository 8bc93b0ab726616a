import { UserType, type UserTypeId } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration, userOfType } from './support';

jest.setTimeout(180_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
});
afterAll(async () => {
  await server?.stop();
});

const ALL_TYPES: UserTypeId[] = [6, 7, 8, 17, 9, 18, 20];

async function eventsOf(userId: string) {
  const { rows } = await server.infra.pool.query('select type, data, metadata from eventstore.events where stream_id = $1 order by stream_version', [`user-${userId}`]);
  return rows as { type: string; data: Record<string, unknown>; metadata: { actor: string | null; impersonator: string | null } }[];
}

describe('admin routes: only types 6 and 7', () => {
  it('every admin route refuses types 8, 17, 9, 18, 20 (403) and anonymous callers (401), and serves 6 and 7', async () => {
    const target = await userOfType(server, 8);
    const routes: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: () => unknown }[] = [
      { method: 'GET', path: '/user/get-users' },
      { method: 'GET', path: '/user/get-user-details', query: { userId: target.userId } },
      { method: 'GET', path: '/user/get-other-user-details', query: { userId: target.userId } },
      { method: 'GET', path: '/user/get-user-types-legacy' },
      { method: 'GET', path: '/user/get-user-devices', query: { userId: target.userId } },
      { method: 'POST', path: '/user/create-admin-user', body: () => ({ Email: uniqueEmail('made'), Password: PASSWORD, UserTypeId: 8 }) },
      { method: 'POST', path: '/user/update-user-full', body: () => ({ User_Guid: target.userId, Company_ID: 3 }) },
      { method: 'POST', path: '/user/update-user', body: () => ({ User_Guid: target.userId, FirstName: 'Edited' }) },
      { method: 'POST', path: '/user/end-user-sessions', body: () => ({ User_Guid: target.userId, DeviceId: 'no-such-device' }) },
      { method: 'GET', path: '/state/get-other-user-token', query: { userId: target.userId, reason: 'Helping the customer by phone' } },
    ];
    await server.infra.projections.waitFor();
    for (const type of ALL_TYPES) {
      // One session per type; the impersonation route comes last because it ends the caller's session.
      const { client } = await userOfType(server, type);
      const allowed = type === UserType.SuperAdmin || type === UserType.Admin;
      for (const r of routes) {
        const res = await client.request(r.method, r.path, { query: r.query, body: r.body?.() });
        expect({ route: `${type} ${r.method} ${r.path}`, status: res.status, code: allowed ? undefined : res.body.code })
          .toEqual({ route: `${type} ${r.method} ${r.path}`, status: allowed ? 200 : 403, code: allowed ? undefined : 'auth.forbidden' });
      }
    }
    for (const r of routes) {
      const res = await new Client(server).request(r.method, r.path, { query: r.query, body: r.body?.() });
      expect({ path: r.path, status: res.status }).toEqual({ path: r.path, status: 401 });
    }
  });
});

describe('users management', () => {
  it('lists users paged and searchable', async () => {
    const { client: admin } = await userOfType(server, 7);
    const marker = `Zq${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 3; i++) await userOfType(server, 8, { lastName: `${marker}${i}` });
    await server.infra.projections.waitFor();
    const page1 = await admin.get('/user/get-users', { query: { search: marker.toLowerCase(), pageSize: 2, page: 1 } });
    expect(page1.body.TotalCount).toBe(3);
    expect(page1.body.Users).toHaveLength(2);
    const page2 = await admin.get('/user/get-users', { query: { search: marker, pageSize: 2, page: 2 } });
    expect(page2.body.Users).toHaveLength(1);
    expect(page2.body.Users[0]).toMatchObject({ UserTypeId: 8, EmailVerified: true, Active: true, Deleted: false, LastName: expect.stringContaining(marker) });
    const byType = await admin.get('/user/get-users', { query: { userTypeId: 20 } });
    expect(byType.body.Users.every((u: any) => u.UserTypeId === 20)).toBe(true);
    const types = await admin.get('/user/get-user-types-legacy');
    expect(types.body.map((t: any) => t.ID)).toEqual([6, 7, 8, 9, 17, 18, 20]);
  });

  it('update-user-full changes type, status, company and sections; the user sees it on the next request', async () => {
    const { client: admin } = await userOfType(server, 6);
    const target = await userOfType(server, 8);
    const res = await admin.post('/user/update-user-full', {
      body: { User_Guid: target.userId, UserTypeId: 20, Company_ID: 7, Sections: [{ sectionId: 5, active: false }, { sectionId: 1, active: true }] },
    });
    expect(res.body).toEqual({ Status: 1 });
    const me = await target.client.get('/user/current');
    expect(me.body).toMatchObject({ UserTypeId: 20, Company_ID: 7 });
    const sections = await target.client.get('/user/get-user-dashboard-sections');
    expect(sections.body.userTypeId).toBe(20);
    expect(sections.body.userDashBoardSection.filter((s: any) => s.active).map((s: any) => s.sectionId)).toEqual([1, 4, 23]);
    await server.infra.projections.waitFor();
    const details = await admin.get('/user/get-user-details', { query: { userId: target.userId } });
    expect(details.body).toMatchObject({ UserTypeId: 20, Company_ID: 7, Email: target.email });
    expect(details.body.userDashBoardSection.find((s: any) => s.sectionId === 5)).toEqual({ sectionId: 5, active: false });

    const unknownSection = await admin.post('/user/update-user-full', { body: { User_Guid: target.userId, Sections: [{ sectionId: 7, active: true }] } });
    expect(unknownSection.body).toMatchObject({ code: 'identity.section_unknown', errors: [{ path: 'body.Sections.0.sectionId' }] });
    const unknownType = await admin.post('/user/update-user-full', { body: { User_Guid: target.userId, UserTypeId: 5 } });
    expect(unknownType.body).toMatchObject({ code: 'identity.user_type_not_allowed', errors: [{ path: 'body.UserTypeId' }] });
  });

  it('suspending ends the sessions; the user cannot sign in again (nor, therefore, reactivate a suspension)', async () => {
    const { client: admin } = await userOfType(server, 7);
    const target = await userOfType(server, 9);
    expect((await admin.post('/user/update-user-full', { body: { User_Guid: target.userId, ValueDomain_ID_UsersStatus: 3 } })).body).toEqual({ Status: 1 });
    expect((await target.client.get('/user/current')).status).toBe(401);
    const again = new Client(server);
    const refused = await login(again, target.email);
    expect([refused.status, refused.body.code]).toEqual([403, 'identity.account_suspended']);
    expect(again.token).toBeUndefined();
    expect((await again.post('/user/reactivate-account')).status).toBe(401);
  });

  it('an admin (7) cannot manage a super admin (6) nor create one', async () => {
    const { client: admin } = await userOfType(server, 7);
    const superAdmin = await userOfType(server, 6);
    const edit = await admin.post('/user/update-user', { body: { User_Guid: superAdmin.userId, FirstName: 'Hacked' } });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('identity.not_allowed_on_user');
    expect((await admin.post('/user/update-user-full', { body: { User_Guid: superAdmin.userId, ValueDomain_ID_UsersStatus: 3 } })).body.code).toBe('identity.not_allowed_on_user');
    expect((await admin.post('/user/end-user-sessions', { body: { User_Guid: superAdmin.userId } })).body.code).toBe('identity.not_allowed_on_user');
    const email = uniqueEmail('wannabe');
    const create = await admin.post('/user/create-admin-user', { body: { Email: email, Password: PASSWORD, UserTypeId: 6 } });
    expect(create.status).toBe(403);
    // Nothing was claimed: the address is still free.
    expect((await new Client(server).post('/user/register', { body: registration(email) })).body.Status).toBe(1);
    const promote = await admin.post('/user/update-user-full', { body: { User_Guid: (await userOfType(server, 8)).userId, UserTypeId: 6 } });
    expect(promote.body.code).toBe('identity.not_allowed_on_user');
    expect((await superAdmin.client.get('/user/current')).body.FirstName).toBe('First6');
  });

  it('create-admin-user refuses a taken email (409) and reserved addresses', async () => {
    const { client: admin } = await userOfType(server, 6);
    const taken = await userOfType(server, 8);
    const res = await admin.post('/user/create-admin-user', { body: { Email: taken.email, Password: PASSWORD, UserTypeId: 18 } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('identity.email_already_taken');
    expect((await admin.post('/user/create-admin-user', { body: { Email: 'x@shop.test', UserTypeId: 18 } })).body.code).toBe('identity.email_reserved');
    const team = await admin.post('/user/create-admin-user', { body: { Email: uniqueEmail('team'), Password: PASSWORD, UserTypeId: 18 } });
    expect(team.body.Status).toBe(1);
  });

  it("shows a user's devices (name, version, IP, last accessed) and ends their sessions", async () => {
    const { client: admin } = await userOfType(server, 6);
    const target = await userOfType(server, 8);
    const phone = new Client(server, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' } });
    await login(phone, target.email);
    const res = await admin.get('/user/get-user-devices', { query: { userId: target.userId } });
    expect(res.body.Devices).toEqual(expect.arrayContaining([
      expect.objectContaining({ Name: 'Safari on iOS', Version: '17.5', IpAddress: expect.stringMatching(/127\.0\.0\.1/), ActiveSessions: 1, LastAccessed: expect.any(String) }),
    ]));
    const iphone = res.body.Devices.find((d: any) => d.Name === 'Safari on iOS');
    const one = await admin.post('/user/end-user-sessions', { body: { User_Guid: target.userId, DeviceId: iphone.DeviceId } });
    expect(one.body).toEqual({ Status: 1, EndedSessions: 1 });
    expect((await phone.get('/user/current')).status).toBe(401);
    expect((await target.client.get('/user/current')).status).toBe(200);
    const all = await admin.post('/user/end-user-sessions', { body: { User_Guid: target.userId } });
    expect(all.body.EndedSessions).toBeGreaterThanOrEqual(1);
    expect((await target.client.get('/user/current')).status).toBe(401);
  });
});

describe('impersonation', () => {
  it('starts a session that records admin and user, stamps every event, refuses sensitive actions, and returns to the admin', async () => {
    const admin = await userOfType(server, 6);
    const target = await userOfType(server, 8);
    const adminToken = admin.client.token;
    await server.infra.projections.waitFor();
    const details = await admin.client.get('/user/get-other-user-details', { query: { userId: target.userId } });
    expect(details.body).toMatchObject({ User_Guid: target.userId, CanImpersonate: true });

    // Without a reason, or with too short a one, nothing starts (ADR 0078).
    for (const query of [{ userId: target.userId }, { userId: target.userId, reason: '   why   ' }]) {
      const refused = await admin.client.get('/state/get-other-user-token', { query });
      expect(refused.status).toBe(400);
      expect((refused.body.errors ?? []).map((e: { path: string }) => e.path)).toContain('query.reason');
    }
    expect((await admin.client.get('/user/current')).body.User_Guid).toBe(admin.userId);
    const res = await admin.client.get('/state/get-other-user-token', { query: { userId: target.userId, reason: '  Helping the customer by phone ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, User_Guid: target.userId, Impersonator_Guid: admin.userId, Token: admin.client.token });
    expect(admin.client.token).not.toBe(adminToken);
    expect((await new Client(server).get('/user/current', { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(401);
    expect((await admin.client.get('/user/current')).body).toMatchObject({ User_Guid: target.userId, Impersonator_Guid: admin.userId });

    expect((await admin.client.post('/user/update-user-self', { body: { FirstName: 'SetByAdmin' } })).body).toEqual({ Status: 1 });
    const refused = [
      await admin.client.post('/user/update-user-password', { body: { CurrentPassword: PASSWORD, NewPassword: 'Hijacked-pass-1' } }),
      await admin.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } }),
      await admin.client.post('/user/update-user-self', { body: { Email: uniqueEmail('hijack') } }),
      // The export opens every sealed value of the user, SIN included.
      await admin.client.get('/user/export'),
    ];
    for (const r of refused) expect({ status: r.status, code: r.body.code }).toEqual({ status: 403, code: 'auth.refused_while_impersonating' });
    const nested = await admin.client.get('/state/get-other-user-token', { query: { userId: admin.userId, reason: 'Helping the customer by phone' } });
    expect(nested.status).toBe(403); // the session's type is the user's (8)

    const back = await admin.client.post('/state/end-impersonation');
    expect(back.body).toMatchObject({ Status: 1, User_Guid: admin.userId, Impersonator_Guid: null, UserTypeId: 6 });
    expect((await admin.client.get('/user/current')).body.User_Guid).toBe(admin.userId);
    expect((await admin.client.post('/state/end-impersonation')).body.code).toBe('identity.not_impersonating');

    const events = await eventsOf(target.userId);
    const started = events.find((e) => e.type === 'ImpersonationStarted')!;
    expect(started.metadata).toMatchObject({ actor: admin.userId, impersonator: null });
    expect(started.data).toMatchObject({ impersonatorId: admin.userId, reason: 'Helping the customer by phone' });
    const profile = events.find((e) => e.type === 'ProfileUpdated')!;
    expect(profile.metadata).toMatchObject({ actor: target.userId, impersonator: admin.userId });
    const ended = events.find((e) => e.type === 'ImpersonationEnded')!;
    expect(ended.metadata).toMatchObject({ actor: target.userId, impersonator: admin.userId });
    expect(events.filter((e) => e.type === 'PasswordChanged' || e.type === 'UserDeleted' || e.type === 'EmailChanged')).toHaveLength(0);
    expect((await login(new Client(server), target.email)).body.FirstName).toBe('SetByAdmin');
  });

  it('never into a super admin; records the brand token', async () => {
    const admin7 = await userOfType(server, 7);
    const superAdmin = await userOfType(server, 6);
    const res = await admin7.client.get('/state/get-other-user-token', { query: { userId: superAdmin.userId, reason: 'Helping the customer by phone' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('identity.cannot_impersonate');
    expect((await admin7.client.get('/user/current')).body.User_Guid).toBe(admin7.userId);

    const target = await userOfType(server, 17);
    const branded = await admin7.client.get('/state/get-other-user-token', { query: { userId: target.userId, reason: 'Helping the customer by phone' }, headers: { 'x-environment-token': 'shopitrade' } });
    expect(branded.body.Impersonator_Guid).toBe(admin7.userId);
    const { rows } = await server.infra.pool.query(`select metadata from eventstore.events where stream_id = $1 and type = 'ImpersonationStarted'`, [`user-${target.userId}`]);
    expect(rows[0].metadata.brand).toBe('shopitrade');
    const unknown = await admin7.client.get('/state/get-other-user-token', { query: { userId: '00000000-0000-4000-8000-000000000000', reason: 'Helping the customer by phone' } });
    expect(unknown.status).toBe(403); // the session is now the user's (17), not an admin's
  });
});
