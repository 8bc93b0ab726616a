import { randomUUID } from 'node:crypto';
import { loginClaimStreamId, ORPHAN_CLAIM_GRACE_MINUTES } from '@marketplace/domain';
import { UserAccounts } from '../../../apps/server/src/modules/identity/streams/user-accounts';
import { Expected, type StreamAppend } from '../../../apps/server/src/platform/event-store/event-store.port';
import { eventMetadata, systemContext } from '../../../apps/server/src/platform/http/request-context';
import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { uniqueEmail } from '../../support/mailbox';
import { login, registration } from './support';

jest.setTimeout(120_000);

/**
 * A sign-up claims its email and creates its user stream in ONE atomic append (ADR 0094): a crash, or any refusal of
 * the write, leaves either both or neither, never a claim that blocks the address with no account behind it (which
 * the chaos suite found: the retried sign-up answered "already taken" and the login Status 0).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const register = (email: string) => new Client(server).post('/user/register', { body: registration(email) });
const claimStreamOf = (email: string) => loginClaimStreamId(server.app.get(UserAccounts, { strict: false }).loginKeyOf(email));
const typesOf = async (streamId: string) => (await server.infra.store.readStream(streamId)).map((e) => e.type);

describe('sign-up: the claim and the user stream in one append', () => {
  it('a write refused for its user stream leaves the claim untouched: the same email then registers at once and signs in', async () => {
    const email = uniqueEmail('atomic');
    const store = server.infra.store;
    const original = store.appendToStreams.bind(store);
    const given: StreamAppend[][] = [];
    // The user stream's part is refused (its id is taken, written here just before the sign-up's append).
    const forced = jest.spyOn(store, 'appendToStreams').mockImplementation(async (appends) => {
      given.push([...appends]);
      const user = appends.find((a) => a.streamId.startsWith('user-'));
      if (user && given.length === 1) {
        await store.appendToStream(user.streamId, [{ type: 'TestStreamTaken', data: {}, metadata: { ...user.events[0].metadata, eventId: randomUUID() } }], Expected.noStream);
      }
      return original(appends);
    });
    let refused;
    try {
      refused = await register(email);
    } finally {
      forced.mockRestore();
    }
    // One append carried both streams, the claim first; it was tried again (retries) and refused each time.
    expect(given.length).toBeGreaterThanOrEqual(1);
    expect(given[0].map((a) => [a.streamId.split('-')[0], a.expectedVersion, a.events.map((e) => e.type)])).toEqual([
      ['login', 0, ['LoginClaimed']], ['user', 0, ['UserRegistered']],
    ]);
    expect(given[0][0].streamId).toBe(claimStreamOf(email));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('identity.account_changed_concurrently');
    expect(refused.setCookies.some((c) => c.startsWith('User.Token='))).toBe(false);
    expect(await typesOf(claimStreamOf(email))).toEqual([]);
    expect(await typesOf(given[0][1].streamId)).toEqual(['TestStreamTaken']);

    const again = await register(email);
    expect(again.body).toMatchObject({ Status: 1, Email: email });
    expect(again.body.User_Guid).not.toBe(given[0][1].streamId.slice('user-'.length));
    expect((await login(new Client(server), email)).body).toMatchObject({ Status: 1, User_Guid: again.body.User_Guid });
    const claim = await server.infra.store.readStream(claimStreamOf(email));
    expect(claim.map((e) => [e.type, (e.data as { userId: string }).userId])).toEqual([['LoginClaimed', again.body.User_Guid]]);
    // Written together: one transaction holds the claim and the user's first event.
    const [registered] = await server.infra.store.readStream(`user-${again.body.User_Guid}`);
    expect(registered.type).toBe('UserRegistered');
    expect(registered.globalPosition.transactionId).toBe(claim[0].globalPosition.transactionId);
    expect(registered.metadata).toMatchObject({ correlationId: claim[0].metadata.correlationId, actor: null });
  });

  it('of concurrent sign-ups with one email, one registers and the others answer Status 2, leaving one claim and one user', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => register(i % 2 ? email.toUpperCase() : email)));
    const won = answers.filter((r) => r.body.Status === 1);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.body.Status === '2')).toHaveLength(4);
    const claim = await server.infra.store.readStream(claimStreamOf(email));
    expect(claim.map((e) => [e.type, (e.data as { userId: string }).userId])).toEqual([['LoginClaimed', won[0].body.User_Guid]]);
    expect((await login(new Client(server), email)).body).toMatchObject({ Status: 1, User_Guid: won[0].body.User_Guid });
  });

  it('an orphan claim left by a two-step sign-up (before ADR 0094) holds the email for the grace period only', async () => {
    const [fresh, old] = [uniqueEmail('orphan-fresh'), uniqueEmail('orphan-old')];
    const orphanAt = async (email: string, minutesAgo: number) => {
      const loginKey = server.app.get(UserAccounts, { strict: false }).loginKeyOf(email);
      const claimedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      await server.infra.store.appendToStream(loginClaimStreamId(loginKey), [
        { type: 'LoginClaimed', data: { loginKey, userId: randomUUID(), claimedAt }, metadata: eventMetadata(systemContext()) },
      ], Expected.noStream);
    };
    await orphanAt(fresh, 1);
    await orphanAt(old, ORPHAN_CLAIM_GRACE_MINUTES + 1);
    expect((await register(fresh)).body).toEqual({ Status: '2' });
    const taken = await register(old);
    expect(taken.body).toMatchObject({ Status: 1, Email: old });
    expect(await typesOf(claimStreamOf(old))).toEqual(['LoginClaimed', 'LoginReleased', 'LoginClaimed']);
    expect((await login(new Client(server), old)).body.Status).toBe(1);
  });
});
