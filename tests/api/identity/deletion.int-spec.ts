import { masterKeyFrom } from '../../../apps/server/src/platform/privacy/keys';
import { isSealed, PrivacyVault, SubjectShreddedError } from '../../../apps/server/src/platform/privacy/privacy-vault';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox, uniqueEmail } from '../../support/mailbox';
import { login, PASSWORD, registration, userOfType } from './support';

jest.setTimeout(120_000);

let server: TestServer;
let vault: PrivacyVault;
beforeAll(async () => {
  server = await startTestServer();
  vault = new PrivacyVault(server.infra.db, masterKeyFrom(server.infra.config));
});
afterAll(async () => {
  await server?.stop();
});

/** Every string inside a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('privacy vault', () => {
  it('seals per subject (AES-256-GCM), refuses tampering and another subject, and shreds for good', async () => {
    const sealed = await vault.encrypt('subject-a', { name: 'Ada' });
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('Ada');
    await expect(vault.decrypt('subject-a', sealed)).resolves.toEqual({ name: 'Ada' });
    await vault.encrypt('subject-b', 'x');
    await expect(vault.decrypt('subject-b', sealed)).rejects.toThrow();
    const [p, iv, body] = sealed.split('.');
    const flipped = `${p}.${iv}.${body.slice(0, 5)}${body[5] === 'A' ? 'B' : 'A'}${body.slice(6)}`;
    await expect(vault.decrypt('subject-a', flipped)).rejects.toThrow();
    const { rows } = await server.infra.pool.query(`select wrapped_key from platform.data_keys where subject_id = 'subject-a'`);
    expect(rows[0].wrapped_key).toMatch(/^pv1\./);
    await vault.shred('subject-a');
    const fresh = new PrivacyVault(server.infra.db, masterKeyFrom(server.infra.config));
    await expect(fresh.decrypt('subject-a', sealed)).resolves.toBeNull();
    await expect(vault.decrypt('subject-a', sealed)).resolves.toBeNull();
    await expect(fresh.encrypt('subject-a', 'again')).rejects.toBeInstanceOf(SubjectShreddedError);
  });
});

describe('account deletion (crypto-shredding)', () => {
  it('leaves no personal field decryptable in the event log nor present in read tables, and frees the email', async () => {
    const email = uniqueEmail('erase');
    const personal = { FirstName: 'Gwendolyn', LastName: 'Featherstonehaugh', Phone: '5145559876', PostalCode: 'H3B 2Y5', address: '1250 René-Lévesque Ouest', DateOfBirth: '1984-07-19', Company_Name: 'Featherstone Ltée' };
    const client = new Client(server);
    const reg = await client.post('/user/register', { body: registration(email, PASSWORD, { ...personal, Addresses: [{ Line1: '99 Rue Secrète', City: 'Montréal', PostalCode: 'H2X 1Y4' }] }) });
    const userId = reg.body.User_Guid as string;
    await client.post('/user/SendSmsCode', { body: { Phone: '4385551212' } });
    const [sms] = await outbox(server, '4385551212');
    await client.post('/user/VerifySmsCode', { body: { Code: /(\d{6})/.exec(sms.text)![1] } });
    await new Client(server).post('/user/send-reset-password-email', { query: { email } });
    await outbox(server, email, { kind: 'identity.reset-password' });
    const second = new Client(server);
    await login(second, email);
    await server.infra.projections.waitFor();
    const { rows: before } = await server.infra.pool.query('select * from identity.users where user_id = $1', [userId]);
    expect(before[0]).toMatchObject({ email, first_name: 'Gwendolyn', phone: '4385551212', date_of_birth: '1984-07-19' });

    const secrets = [email, 'Gwendolyn', 'Featherstonehaugh', '5145559876', '4385551212', 'H3B 2Y5', 'René-Lévesque', '1984-07-19', 'Featherstone Ltée', 'Rue Secrète'];
    const { rows: eventsBefore } = await server.infra.pool.query('select data from eventstore.events where stream_id = $1', [`user-${userId}`]);
    const sealedBefore = eventsBefore.flatMap((e) => strings(e.data)).filter(isSealed);
    expect(sealedBefore.length).toBe(4); // registration (profile, password hash), SMS code (phone), phone verified (profile)
    expect(await vault.decrypt(userId, sealedBefore[0])).not.toBeNull();

    const del = await client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } });
    expect(del.body).toEqual({ Status: 1 });
    expect(client.token).toBeUndefined();
    expect((await second.get('/user/current')).status).toBe(401);
    expect((await login(new Client(server), email)).body).toEqual({ Status: 0 });
    await server.infra.projections.waitFor();

    // Event log: nothing in clear, nothing decryptable (a fresh vault, no cache).
    const { rows: all } = await server.infra.pool.query('select stream_id, type, data::text as text, data from eventstore.events');
    for (const secret of secrets) expect(all.filter((e) => e.text.includes(secret)).map((e) => `${e.stream_id} ${e.type}`)).toEqual([]);
    const fresh = new PrivacyVault(server.infra.db, masterKeyFrom(server.infra.config));
    const sealed = all.filter((e) => e.stream_id === `user-${userId}`).flatMap((e) => strings(e.data)).filter(isSealed);
    expect(sealed.length).toBe(sealedBefore.length);
    for (const s of sealed) await expect(fresh.decrypt(userId, s)).resolves.toBeNull();
    expect(all.some((e) => e.stream_id === `user-${userId}` && e.type === 'UserDeleted')).toBe(true);
    const { rows: key } = await server.infra.pool.query('select wrapped_key, shredded_at from platform.data_keys where subject_id = $1', [userId]);
    expect(key[0]).toMatchObject({ wrapped_key: null, shredded_at: expect.any(Date) });

    // Read tables: the row is a scrubbed tombstone; no identity table holds any of the personal values.
    const { rows: after } = await server.infra.pool.query('select * from identity.users where user_id = $1', [userId]);
    expect(after[0]).toMatchObject({
      deleted: true, email: null, user_name: null, first_name: null, last_name: null, phone: null, cell: null, postal_code: null, address: null,
      date_of_birth: null, company_name: null, addresses: null,
    });
    for (const table of ['users', 'user_sections', 'sessions', 'devices', 'login_tokens']) {
      const { rows } = await server.infra.pool.query(`select row_to_json(t)::text as text from identity.${table} t`);
      for (const secret of secrets) expect(rows.filter((r) => r.text.includes(secret)).map(() => `${table}: ${secret}`)).toEqual([]);
    }
    for (const table of ['sessions', 'devices', 'login_tokens']) {
      const { rows } = await server.infra.pool.query(`select count(*)::int as n from identity.${table} where user_id = $1`, [userId]);
      expect({ table, n: rows[0].n }).toEqual({ table, n: 0 });
    }

    // A rebuild replays the log into fresh tables: the shredded fields stay unreadable.
    await server.infra.projections.rebuild('identity.users');
    const { rows: rebuilt } = await server.infra.pool.query('select email, first_name, deleted from identity.users where user_id = $1', [userId]);
    expect(rebuilt[0]).toEqual({ email: null, first_name: null, deleted: true });

    // The email is free again, for a brand new account.
    const again = await new Client(server).post('/user/register', { body: registration(email) });
    expect(again.body).toMatchObject({ Status: 1 });
    expect(again.body.User_Guid).not.toBe(userId);

    // Admins no longer see the account (unless asking for deleted ones, then without personal data).
    const { client: admin } = await userOfType(server, 6);
    await server.infra.projections.waitFor();
    const listed = await admin.get('/user/get-users', { query: { includeDeleted: 'true', pageSize: 100 } });
    expect(listed.body.Users.find((u: any) => u.User_Guid === userId)).toMatchObject({ Deleted: true, Email: null, FirstName: null });
    const hidden = await admin.get('/user/get-users', { query: { pageSize: 100 } });
    expect(hidden.body.Users.some((u: any) => u.User_Guid === userId)).toBe(false);
  });

  it('a deactivated account keeps its data and can come back; deletion is refused while impersonating', async () => {
    const admin = await userOfType(server, 6);
    const target = await userOfType(server, 8);
    await admin.client.get('/state/get-other-user-token', { query: { userId: target.userId, reason: 'Helping the customer by phone' } });
    const refused = await admin.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } });
    expect(refused.status).toBe(403);
    expect((await login(new Client(server), target.email)).body.Status).toBe(1);
  });
});
