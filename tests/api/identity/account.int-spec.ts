import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { linkToken, outbox, uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration, userOfType } from './support';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
});
afterAll(async () => {
  await server?.stop();
});

async function registered(over: Record<string, unknown> = {}) {
  const email = uniqueEmail('acct');
  const client = new Client(server);
  const res = await client.post('/user/register', { body: registration(email, PASSWORD, over) });
  expect(res.body.Status).toBe(1);
  return { client, email, userId: res.body.User_Guid as string };
}

const smsCode = (text: string) => /(\d{6})/.exec(text)![1];

describe('activation by SMS code', () => {
  it('a phone-confirmed sign-up gets a code; the right code activates and verifies the phone', async () => {
    const phone = `514555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const { client } = await registered({ ConfirmByPhone: true, ConfirmByEmail: false, Phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
    const [sms] = await outbox(server, phone, { kind: 'identity.sms-code' });
    expect(sms.channel).toBe('sms');
    expect(sms.text).toMatch(/your verification code is \d{6}\. It expires in 10 minutes/);
    expect((await client.get('/user/current')).body).toMatchObject({ EmailVerified: false, PhoneVerified: false });
    const ok = await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: smsCode(sms.text) } });
    expect(ok.body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body).toMatchObject({ EmailVerified: true, PhoneVerified: true, Phone: phone });
  });

  it('a wrong code is refused; after 5 wrong codes even the right one is; a resent code replaces the old one', async () => {
    const { client } = await registered();
    const phone = `438555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    expect((await client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
    const [first] = await outbox(server, phone);
    const right = smsCode(first.text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: wrong } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'identity.code_invalid', errors: [{ path: 'body.Code' }] });
    }
    const locked = await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: right } });
    expect(locked.status).toBe(422);
    expect(locked.body.code).toBe('identity.code_attempts_exceeded');

    expect((await client.post('/user/SendSmsCode', { body: { Phone: phone } })).body).toEqual({ Status: 1 });
    const messages = await outbox(server, phone, { count: 2 });
    const second = smsCode(messages[1].text);
    if (second !== right) {
      expect((await client.post('/user/VerifySmsCode', { body: { Phone: phone, Code: right } })).body.code).toBe('identity.code_invalid');
    }
    // Without Phone, the number the code was sent to is used.
    expect((await client.post('/user/VerifySmsCode', { body: { Code: second } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body).toMatchObject({ PhoneVerified: true, Phone: phone, EmailVerified: false });
  });

  it('refuses a code sent to another phone, and malformed codes and phones', async () => {
    const { client } = await registered();
    await client.post('/user/SendSmsCode', { body: { Phone: '5145550000' } });
    expect((await client.post('/user/VerifySmsCode', { body: { Phone: '5145550001', Code: '123456' } })).body.code).toBe('identity.code_invalid');
    const badCode = await client.post('/user/VerifySmsCode', { body: { Code: '12345' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0].path).toBe('body.Code');
    const badPhone = await client.post('/user/SendSmsCode', { body: { Phone: '555-1234' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ code: 'identity.phone_invalid', errors: [{ path: 'body.Phone' }] });
    expect((await new Client(server).post('/user/SendSmsCode', { body: { Phone: '5145550000' } })).status).toBe(401);
  });
});

describe('activation email', () => {
  it('SendVerificationEmail sends a new link; a forged or tampered token is refused', async () => {
    const { client, email } = await registered();
    expect((await client.post('/user/SendVerificationEmail')).body).toEqual({ Status: 1 });
    const mails = await outbox(server, email, { kind: 'identity.activation', count: 2 });
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/Confirm your email address/);
    const token = linkToken(mails[1], 'activate');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const refused = await new Client(server).post('/user/activate-account', { body: { token: tampered } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'identity.token_invalid', errors: [{ path: 'body.token' }] });
    expect((await new Client(server).post('/user/activate-account', { body: { token: 'garbage' } })).body.code).toBe('identity.token_invalid');
    expect((await new Client(server).post('/user/activate-account', { body: { token } })).body).toEqual({ Status: 1 });
  });
});

describe('password recovery', () => {
  it('answers the same for existing and unknown emails; the link resets once and ends every session', async () => {
    const { email } = await registered();
    const other = new Client(server);
    await login(other, email);
    const known = await new Client(server).post('/user/send-reset-password-email', { query: { languageId: 1, email } });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await new Client(server).post('/user/send-reset-password-email', { query: { languageId: 1, email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ Status: 1 });

    const [mail] = await outbox(server, email, { kind: 'identity.reset-password' });
    expect(mail.subject).toMatch(/Reset your password/);
    const guid = linkToken(mail, 'reset-password');
    expect(await outbox(server, unknownEmail, { timeoutMs: 200 })).toHaveLength(0);

    const weak = await new Client(server).post('/user/reset-password', { query: { Guid: guid, NewPassword: 'short' } });
    expect(weak.body).toMatchObject({ code: 'identity.password_too_short', errors: [{ path: 'query.NewPassword' }] });
    const reset = await new Client(server).post('/user/reset-password', { query: { Guid: guid, NewPassword: 'Brand-new-pass-1' } });
    expect(reset.body).toEqual({ Status: 1 });
    expect((await other.get('/user/current')).status).toBe(401);
    const again = await new Client(server).post('/user/reset-password', { query: { Guid: guid, NewPassword: 'Another-pass-22' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'identity.token_invalid', errors: [{ path: 'query.Guid' }] });
    expect((await login(new Client(server), email, PASSWORD)).body.Status).toBe(0);
    expect((await login(new Client(server), email, 'Brand-new-pass-1')).body.Status).toBe(1);
  });

  it("accepts the reset parameters as a JSON body too, in the account's language (French) whatever the page's (ADR 0060)", async () => {
    const { email } = await registered({ Language_Id: 2 });
    await new Client(server).post('/user/send-reset-password-email', { query: { languageId: 1, email } });
    const [mail] = await outbox(server, email, { kind: 'identity.reset-password' });
    expect(mail.subject).toMatch(/Réinitialisez votre mot de passe/);
    expect(mail.text).toContain('/fr-ca/reset-password/');
    const res = await new Client(server).post('/user/reset-password', { body: { Guid: linkToken(mail, 'reset-password'), NewPassword: 'Body-pass-123' } });
    expect(res.body).toEqual({ Status: 1 });
    expect((await new Client(server).post('/user/reset-password', { body: { Guid: 'r1.nope', NewPassword: 'Body-pass-123' } })).body.code).toBe('identity.token_invalid');
    expect((await new Client(server).post('/user/reset-password')).body).toMatchObject({ code: 'identity.token_required', errors: [{ path: 'query.Guid' }] });
  });
});

describe('create password (admin-created account)', () => {
  it('an account created without a password gets a create-password link that sets it and activates the account', async () => {
    const { client: admin } = await userOfType(server, 6);
    const email = uniqueEmail('created');
    const created = await admin.post('/user/create-admin-user', { body: { Email: email, FirstName: 'Nour', LastName: 'Haddad', UserTypeId: 9, Company_ID: 4 } });
    expect(created.body).toMatchObject({ Status: 1, User_Guid: expect.any(String) });
    const [mail] = await outbox(server, email, { kind: 'identity.create-password' });
    expect(mail.text).toContain('/en-ca/create-password/');
    expect((await login(new Client(server), email, 'Whatever-123')).body.Status).toBe(0);
    const set = await new Client(server).post('/user/reset-password', { query: { Guid: linkToken(mail, 'create-password'), NewPassword: 'Created-pass-1' } });
    expect(set.body).toEqual({ Status: 1 });
    const res = await login(new Client(server), email, 'Created-pass-1');
    expect(res.body).toMatchObject({ Status: 1, UserTypeId: 9, Company_ID: 4, EmailVerified: true, FirstName: 'Nour' });
  });
});

describe('password change', () => {
  it('needs the current password, ends every other session and renews this one', async () => {
    const { client, email } = await registered();
    const other = new Client(server);
    await login(other, email);
    const before = client.token;
    const wrong = await client.post('/user/update-user-password', { body: { CurrentPassword: 'Not-the-password', NewPassword: 'Changed-pass-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'identity.password_incorrect', errors: [{ path: 'body.CurrentPassword' }] });
    const weak = await client.post('/user/update-user-password', { body: { CurrentPassword: PASSWORD, NewPassword: 'short' } });
    expect(weak.body.code).toBe('identity.password_too_short');
    const ok = await client.post('/user/update-user-password', { body: { CurrentPassword: PASSWORD, NewPassword: 'Changed-pass-1' } });
    expect(ok.body).toEqual({ Status: 1 });
    expect(client.token).not.toBe(before);
    expect((await client.get('/user/current')).status).toBe(200);
    expect((await other.get('/user/current')).status).toBe(401);
    expect((await new Client(server).get('/user/current', { headers: { authorization: `Bearer ${before}` } })).status).toBe(401);
    expect((await login(new Client(server), email, 'Changed-pass-1')).body.Status).toBe(1);
  });
});

describe('profile', () => {
  it('updates own fields (validated) and reads them back at once', async () => {
    const { client } = await registered();
    const res = await client.post('/user/update-user-self', { body: { FirstName: 'Zoé', LastName: 'Tremblay', Phone: '514 555 0199', PostalCode: 'h2x1y4', Language_Id: 2 } });
    expect(res.body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body).toMatchObject({ FirstName: 'Zoé', LastName: 'Tremblay', Phone: '5145550199', PostalCode: 'H2X 1Y4', Language_Id: 2 });
    const bad = await client.post('/user/update-user-self', { body: { PostalCode: '12345' } });
    expect(bad.body).toMatchObject({ code: 'identity.postal_code_invalid', errors: [{ path: 'body.PostalCode' }] });
    const unknown = await client.post('/user/update-user-self', { body: { Nickname: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'body.Nickname', code: 'unknown_field', message: "Unknown field 'Nickname'" }]);
    await server.infra.projections.waitFor();
    expect((await client.get('/user/current')).body.FirstName).toBe('Zoé');
  });

  it('an email change needs a new activation, frees the old address and refuses a taken one', async () => {
    const { client, email } = await registered();
    const taken = (await registered()).email;
    const conflict = await client.post('/user/update-user-self', { body: { Email: taken } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('identity.email_already_taken');
    const newEmail = uniqueEmail('moved');
    expect((await client.post('/user/update-user-self', { body: { Email: newEmail } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).body).toMatchObject({ Email: newEmail, UserName: newEmail, EmailVerified: false });
    expect(await outbox(server, newEmail, { kind: 'identity.activation' })).toHaveLength(1);
    expect((await login(new Client(server), newEmail)).body.Status).toBe(1);
    expect((await login(new Client(server), email)).body.Status).toBe(0);
    expect((await new Client(server).post('/user/register', { body: registration(email) })).body.Status).toBe(1);
  });
});

describe('dashboard sections', () => {
  it('answers every section with its active flag for the user type (spec §6)', async () => {
    const { client } = await registered();
    const res = await client.get('/user/get-user-dashboard-sections');
    expect(res.body.userTypeId).toBe(8);
    expect(res.body.userDashBoardSection.filter((s: any) => s.active).map((s: any) => s.sectionId)).toEqual([6, 8, 9, 10, 11]);
    expect(res.body.userDashBoardSection).toHaveLength(14);
    expect((await new Client(server).get('/user/get-user-dashboard-sections')).status).toBe(401);
  });
});

describe('deactivation, reactivation, deletion', () => {
  it('deactivation ends every session; signing in again shows an inactive account that can reactivate', async () => {
    const { client, email } = await registered();
    const other = new Client(server);
    await login(other, email);
    expect((await client.post('/user/delete-account-section', { body: { Mode: 'deactivate' } })).body).toEqual({ Status: 1 });
    expect((await client.get('/user/current')).status).toBe(401);
    expect((await other.get('/user/current')).status).toBe(401);
    const again = new Client(server);
    expect((await login(again, email)).body).toMatchObject({ Status: 1, Active: false, ValueDomain_ID_UsersStatus: 2 });
    expect((await again.post('/user/reactivate-account')).body).toEqual({ Status: 1 });
    expect((await again.get('/user/current')).body).toMatchObject({ Active: true, ValueDomain_ID_UsersStatus: 1 });
  });

  it('deletion requires typing CONTINUE', async () => {
    const { client } = await registered();
    const res = await client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'continue' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'identity.confirmation_required', errors: [{ path: 'body.Confirmation' }] });
    expect((await client.get('/user/current')).status).toBe(200);
  });
});
