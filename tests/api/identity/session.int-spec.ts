import { startTestServer, type TestServer } from '../../support/server';
import { Client, cookieAttributes } from '../../support/http-client';
import { linkToken, outbox, uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration } from './support';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  // Production's password-hashing cost: the timing test below compares two scrypt verifications, not the rest of a login.
  server = await startTestServer({ PASSWORD_SCRYPT_LOG2_N: '14' });
});
afterAll(async () => {
  await server?.stop();
});

describe('languages', () => {
  it('GET /config/languages lists en-ca (1) and fr-ca (2) from configuration', async () => {
    const res = await new Client(server).get('/config/languages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ID: 1, Key: 'en-ca', Name: 'English' }, { ID: 2, Key: 'fr-ca', Name: 'Français' }]);
  });
});

describe('registration', () => {
  it('registers with the spec payload: Status 1, the user, a Token, the session cookie and an activation email', async () => {
    const client = new Client(server);
    const email = uniqueEmail('reg');
    const res = await client.post('/user/register', { query: { languageId: 2, redirectUrl: '/fr-ca/customer/dashboard' }, body: registration(email, PASSWORD, { FirstName: 'Élise', Language_Id: 2 }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Status: 1, Email: email, UserName: email, FirstName: 'Élise', UserTypeId: 8, ValueDomain_ID_UsersStatus: 1, EmailVerified: false,
      Active: true, PhoneVerified: false, Language_Id: 2, Impersonator_Guid: null,
    });
    expect(res.body.Token).toEqual(client.token);
    expect(res.body.Token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const cookie = cookieAttributes(res.setCookies, 'User.Token')!;
    expect(cookie).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(cookie.some((a) => /^Secure$/i.test(a))).toBe(false); // localhost

    const me = await client.get('/user/current');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ Status: 1, User_Guid: res.body.User_Guid, Email: email, EmailVerified: false });

    const [mail] = await outbox(server, email, { kind: 'identity.activation' });
    expect(mail.subject).toMatch(/Confirmez votre adresse courriel/);
    expect(mail.text).toContain('/fr-ca/activate/');
    // One parameter, named as the spec's registration query names it (issue #17 item 14).
    expect(mail.text).toContain('?redirectUrl=%2Ffr-ca%2Fcustomer%2Fdashboard');
    expect(mail.text).not.toMatch(/[?&]redirect=/);

    const activated = await new Client(server).post('/user/activate-account', { body: { token: linkToken(mail, 'activate') } });
    expect(activated.body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body.EmailVerified).toBe(true);
    // A second click is fine (idempotent).
    expect((await new Client(server).post('/user/activate-account', { body: { token: linkToken(mail, 'activate') } })).body).toEqual({ Status: 1 });
  });

  it("answers Status '2' when the email is taken (in any letter case)", async () => {
    const email = uniqueEmail('dup');
    expect((await new Client(server).post('/user/register', { body: registration(email) })).body.Status).toBe(1);
    const again = await new Client(server).post('/user/register', { body: registration(email.toUpperCase()) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ Status: '2' });
    expect(again.setCookies.some((c) => c.startsWith('User.Token='))).toBe(false);
  });

  it('refuses reserved development addresses and malformed emails with stable codes', async () => {
    const reserved = await new Client(server).post('/user/register', { body: registration('someone@example.com') });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toMatchObject({ code: 'identity.email_reserved', errors: [{ path: 'body.Email', code: 'identity.email_reserved', message: 'You cannot use this email address' }] });
    const bad = await new Client(server).post('/user/register', { body: registration('not-an-email') });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'identity.email_invalid', errors: [{ path: 'body.Email' }] });
    const short = await new Client(server).post('/user/register', { body: registration(uniqueEmail(), 'short') });
    expect(short.body).toMatchObject({ code: 'identity.password_too_short', errors: [{ path: 'body.Password' }] });
    const admin = await new Client(server).post('/user/register', { body: registration(uniqueEmail(), PASSWORD, { UserType_Id: '6' }) });
    expect(admin.status).toBe(403);
    expect(admin.body.code).toBe('identity.user_type_not_allowed');
  });

  it('accepts a long password (64+ characters)', async () => {
    const email = uniqueEmail('long');
    const password = 'p'.repeat(100);
    expect((await new Client(server).post('/user/register', { body: registration(email, password) })).body.Status).toBe(1);
    expect((await login(new Client(server), email, password)).body.Status).toBe(1);
  });
});

describe('login and sessions', () => {
  let email: string;
  let userGuid: string;
  beforeAll(async () => {
    email = uniqueEmail('login');
    userGuid = (await new Client(server).post('/user/register', { body: registration(email) })).body.User_Guid;
  });

  it('signs in with Status 1 and the user, setting User.Token (HttpOnly, SameSite=Lax) and a new CSRF cookie', async () => {
    const client = new Client(server);
    await client.get('/health');
    const csrfBefore = client.jar.get('XSRF-TOKEN');
    const res = await login(client, `  ${email.toUpperCase()} `);
    expect(res.body).toMatchObject({ Status: 1, User_Guid: userGuid, Email: email });
    expect(res.body.Token).toBeUndefined();
    const cookie = cookieAttributes(res.setCookies, 'User.Token')!;
    expect(cookie).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    // RememberMe (always true from the web, spec §3): persistent, for SESSION_DAYS (default 30) days.
    const expires = Date.parse(cookie.find((a) => /^Expires=/i.test(a))!.slice('Expires='.length));
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(5 * 60_000);
    expect(client.jar.get('XSRF-TOKEN')).not.toBe(csrfBefore); // re-bound to the new session
    expect((await client.get('/user/current')).body.User_Guid).toBe(userGuid);
  });

  it('RememberMe false gives a browser-session cookie', async () => {
    const res = await login(new Client(server), email, PASSWORD, false);
    expect(res.body.Status).toBe(1);
    expect(cookieAttributes(res.setCookies, 'User.Token')!.some((a) => /^(Expires|Max-Age)=/i.test(a))).toBe(false);
  });

  it('answers {Status: 0} identically for an unknown email and a wrong password, after similar work', async () => {
    const time = async (fn: () => Promise<unknown>) => {
      const t = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const unknown = await login(new Client(server), uniqueEmail('nobody'), PASSWORD);
    const wrong = await login(new Client(server), email, 'Wrong-password-1');
    expect(unknown.status).toBe(200);
    expect(wrong.status).toBe(200);
    expect(unknown.body).toEqual({ Status: 0 });
    expect(wrong.body).toEqual({ Status: 0 });
    expect(unknown.setCookies.some((c) => c.startsWith('User.Token='))).toBe(false);
    // Both paths verify a scrypt hash: neither is several times faster than the other. Medians of 3 alternating
    // tries, so that a moment of load on a busy host does not decide it.
    const unknowns: number[] = [];
    const wrongs: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknowns.push(await time(() => login(new Client(server), uniqueEmail('nobody'), PASSWORD)));
      wrongs.push(await time(() => login(new Client(server), email, `Wrong-password-${i + 2}`)));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    const [tUnknown, tWrong] = [median(unknowns), median(wrongs)];
    expect(tUnknown).toBeGreaterThan(tWrong / 3);
    expect(tWrong).toBeGreaterThan(tUnknown / 3);
  });

  it('GET /user/current is 401 without a live session, and accepts Authorization: Bearer', async () => {
    const anonymous = await new Client(server).get('/user/current');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth.unauthenticated');
    const forged = await new Client(server).get('/user/current', { headers: { cookie: 'User.Token=forged-token-value' } });
    expect(forged.status).toBe(401);
    const client = new Client(server);
    await login(client, email);
    const bearer = await new Client(server).get('/user/current', { headers: { authorization: `Bearer ${client.token}` } });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toMatchObject({
      Status: 1, User_Guid: userGuid, UserName: email, Email: email, FirstName: null, LastName: null, UserTypeId: 8, ValueDomain_ID_UsersStatus: 1,
      EmailVerified: false, Active: true, Company_ID: null, Phone: null, PhoneVerified: false, Language_Id: 1,
    });
  });

  it('rotates the token on login: the previous session of that browser dies', async () => {
    const client = new Client(server);
    await login(client, email);
    const first = client.token!;
    await login(client, email);
    expect(client.token).not.toBe(first);
    expect((await new Client(server).get('/user/current', { headers: { authorization: `Bearer ${first}` } })).status).toBe(401);
    expect((await client.get('/user/current')).status).toBe(200);
  });

  it('GET /state/logout ends the session and clears the cookie; other sessions live on', async () => {
    const a = new Client(server);
    const b = new Client(server);
    await login(a, email);
    await login(b, email);
    const tokenA = a.token!;
    const res = await a.get('/state/logout');
    expect(res.body).toEqual({ Status: 1 });
    expect(cookieAttributes(res.setCookies, 'User.Token')).not.toBeNull();
    expect(a.token).toBeUndefined();
    expect((await new Client(server).get('/user/current', { headers: { authorization: `Bearer ${tokenA}` } })).status).toBe(401);
    expect((await b.get('/user/current')).status).toBe(200);
    // Logging out without a session is fine too.
    expect((await new Client(server).get('/state/logout')).body).toEqual({ Status: 1 });
    // A browser-flagged cross-site GET is refused.
    expect((await b.get('/state/logout', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  it('POST /user/logout-everywhere ends every session of the user', async () => {
    const a = new Client(server);
    const b = new Client(server);
    await login(a, email);
    await login(b, email);
    expect((await a.post('/user/logout-everywhere')).body).toEqual({ Status: 1 });
    expect((await a.get('/user/current')).status).toBe(401);
    expect((await b.get('/user/current')).status).toBe(401);
  });

  it('the session cookie is Secure outside localhost', async () => {
    const { request } = await import('node:http');
    const url = new URL(server.url);
    const body = JSON.stringify({ UserName: email, Password: PASSWORD, RememberMe: true });
    const client = new Client(server);
    await client.get('/health');
    const csrf = decodeURIComponent(client.jar.get('XSRF-TOKEN')!);
    const setCookies = await new Promise<string[]>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1', port: url.port, path: '/api/user/login', method: 'POST',
        headers: { host: 'shop.marketplace.ca', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `XSRF-TOKEN=${client.jar.get('XSRF-TOKEN')}`, 'x-xsrf-token': csrf },
      }, (res) => {
        res.resume();
        resolve((res.headers['set-cookie'] ?? []) as string[]);
      });
      req.on('error', reject);
      req.end(body);
    });
    const cookie = cookieAttributes(setCookies, 'User.Token')!;
    expect(cookie).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
  });
});

describe('login by token', () => {
  it('exchanges a one-time token for a session (spec §7), once', async () => {
    const email = uniqueEmail('ticket');
    const owner = new Client(server);
    await owner.post('/user/register', { body: registration(email) });
    const minted = await owner.post('/state/create-login-token');
    expect(minted.body).toMatchObject({ Status: 1, Token: expect.any(String) });
    const other = new Client(server);
    const res = await other.get('/state/get-user-token', { query: { token: minted.body.Token } });
    expect(res.body).toMatchObject({ Status: 1, Email: email, Token: other.token });
    expect((await other.get('/user/current')).body.Email).toBe(email);
    expect((await new Client(server).get('/state/get-user-token', { query: { token: minted.body.Token } })).body).toEqual({ Status: 0 });
    expect((await new Client(server).get('/state/get-user-token', { query: { token: 'nope' } })).body).toEqual({ Status: 0 });
  });
});
