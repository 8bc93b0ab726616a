import { auditStreamId, UserType, userStreamId } from '@marketplace/domain';
import type { RecordedEvent } from '../../../apps/server/src/platform/event-store/event-store.port';
import { type Client } from '../../support/http-client';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { expectProblem } from '../purchase/support';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * ARCHITECTURE §2: staff reads of personal data are events. The staff list of support messages (the senders' words,
 * email and name) and the users-management details (phone, address, date of birth) record, per person shown, an
 * `audit.subject-viewed` on the person's access log (`audit-user-<id>`), in one batch per request; the audit timeline
 * and the person's own export show it. Nobody's read of their own data is recorded.
 */
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const GET_MESSAGES = 'GET /status/get-messages';
const GET_USER_DETAILS = 'GET /user/get-user-details';

/** The access-log events of a person (their account's audit stream). */
const accessLog = (userId: string) => server.infra.store.readStream(auditStreamId(userStreamId(userId)));
const readsBy = (events: RecordedEvent[], viewerId: string, reason: string) =>
  events.filter((e) => e.type === 'audit.subject-viewed' && (e.data as { viewerId: string; reason: string }).viewerId === viewerId && (e.data as { reason: string }).reason === reason);
/** Every access event recorded so far, for "nothing was added". */
const allViews = async () => Number((await server.infra.pool.query(`select count(*) as n from eventstore.events where type = 'audit.subject-viewed'`)).rows[0].n);

/** The rows of a person's audit timeline that are views by `actor`, as an admin sees them (not an opening: `after`). */
async function timelineViews(admin: Client, userId: string, actor: string) {
  await server.infra.projections.waitFor();
  const res = await admin.get(`/audit/subjects/${userStreamId(userId)}/timeline`, {
    query: { stream: auditStreamId(userStreamId(userId)), type: 'audit.subject-viewed', actor, after: '0/0' },
  });
  expect(res.status).toBe(200);
  return res.body.rows as { streamId: string; type: string; actor: { userId: string; name: string | null; userTypeId: number | null } | null }[];
}

describe('staff reads of personal data are recorded', () => {
  it("GET /status/get-messages records one view per sender shown, in one append, seen in the sender's timeline and export; never the reader's own", async () => {
    const alice = await userOfType(server, UserType.Regular, { firstName: 'Alice' });
    const bruno = await userOfType(server, UserType.Regular, { firstName: 'Bruno' });
    const team = await userOfType(server, UserType.TeamMember, { firstName: 'Tess', lastName: 'Team' });
    const superAdmin = await userOfType(server, UserType.SuperAdmin);
    const sent: string[] = [];
    for (const who of [alice, bruno, team]) sent.push((await who.client.post('/status/send-message', { body: { Title: 'Hello', Details: 'A question' } })).body.Id);
    await pollUntil(async () => {
      const ids = ((await team.client.get('/status/get-messages')).body.items as { id: string }[]).map((m) => m.id);
      return sent.every((id) => ids.includes(id));
    }, 60_000);

    const before = { alice: readsBy(await accessLog(alice.userId), team.userId, GET_MESSAGES).length, bruno: readsBy(await accessLog(bruno.userId), team.userId, GET_MESSAGES).length };
    const listed = await team.client.get('/status/get-messages');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((m: { id: string }) => m.id === sent[0])).toMatchObject({ title: 'Hello', senderEmail: alice.email, senderName: 'Alice' });
    const correlationId = listed.headers.get('x-correlation-id')!;
    const aliceReads = readsBy(await accessLog(alice.userId), team.userId, GET_MESSAGES);
    const brunoReads = readsBy(await accessLog(bruno.userId), team.userId, GET_MESSAGES);
    expect([aliceReads.length, brunoReads.length]).toEqual([before.alice + 1, before.bruno + 1]);
    const [a, b] = [aliceReads.at(-1)!, brunoReads.at(-1)!];
    expect(a.data).toEqual({ subjectId: userStreamId(alice.userId), viewerId: team.userId, viewerType: UserType.TeamMember, reason: GET_MESSAGES, viewedAt: expect.any(String) });
    expect(a.metadata).toMatchObject({ actor: team.userId, correlationId });
    expect(b.metadata.correlationId).toBe(correlationId);
    // One batched append for the whole list: the request's views were written by one statement (one transaction).
    const { rows: batch } = await server.infra.pool.query(
      `select count(*) as n, count(distinct transaction_id) as transactions from eventstore.events where type = 'audit.subject-viewed' and metadata->>'correlationId' = $1`, [correlationId]);
    expect(Number(batch[0].n)).toBeGreaterThanOrEqual(2);
    expect(Number(batch[0].transactions)).toBe(1);
    // The reader's own message is on the list: their own read is not recorded.
    expect(readsBy(await accessLog(team.userId), team.userId, GET_MESSAGES)).toEqual([]);

    // Where audit views are seen: the sender's audit timeline, with the staff member as the actor...
    const rows = await timelineViews(superAdmin.client, alice.userId, team.userId);
    expect(rows.at(-1)).toMatchObject({ streamId: auditStreamId(userStreamId(alice.userId)), type: 'audit.subject-viewed', actor: { userId: team.userId, name: 'Tess Team', userTypeId: UserType.TeamMember } });
    // ...and the person's own export of their data, with the route as the reason.
    const exported = await alice.client.get('/user/export');
    expect(exported.status).toBe(200);
    expect(exported.body.accessEvents).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'audit.subject-viewed', data: expect.objectContaining({ viewerId: team.userId, reason: GET_MESSAGES }) }),
    ]));

    // Another reader: one append to the logs that exist (Alice's, Bruno's) and one to the new one (Tess's, not read by herself)...
    const batchOf = async (res: { headers: Headers }) => {
      const { rows: [r] } = await server.infra.pool.query(
        `select count(*) as n, count(distinct transaction_id) as transactions from eventstore.events where type = 'audit.subject-viewed' and metadata->>'correlationId' = $1`,
        [res.headers.get('x-correlation-id')]);
      return { views: Number(r.n), appends: Number(r.transactions) };
    };
    const second = await superAdmin.client.get('/status/get-messages');
    expect(second.status).toBe(200);
    expect(await batchOf(second)).toEqual({ views: expect.any(Number), appends: 2 });
    expect(readsBy(await accessLog(team.userId), superAdmin.userId, GET_MESSAGES)).toHaveLength(1);
    // ...and once every log exists, one append for the whole list, however many senders it shows.
    const third = await superAdmin.client.get('/status/get-messages');
    const { views, appends } = await batchOf(third);
    expect(views).toBeGreaterThanOrEqual(3);
    expect(appends).toBe(1);
  });

  it('a customer (who may not list) adds nothing; a deleted sender is no longer read nor recorded; a cross-site GET is refused and records nothing', async () => {
    const customer = await userOfType(server, UserType.Regular);
    const gone = await userOfType(server, UserType.Regular);
    const team = await userOfType(server, UserType.TeamMember);
    await customer.client.post('/status/send-message', { body: { Title: 'Mine', Details: 'My own words' } });
    await gone.client.post('/status/send-message', { body: { Title: 'Bye', Details: 'Soon gone' } });
    await server.infra.projections.waitFor();

    const views = await allViews();
    expect((await customer.client.get('/status/get-messages')).status).toBe(403);
    const crossSite = await team.client.get('/status/get-messages', { headers: { 'sec-fetch-site': 'cross-site' } });
    expectProblem(crossSite, 403, 'auth.csrf_failed');
    expect(await allViews()).toBe(views);

    // A deleted account: once erased from the list, the list reads nothing of the person and records nothing about them.
    expect((await gone.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });
    await server.infra.projections.waitFor();
    const before = (await accessLog(gone.userId)).length;
    const list = await team.client.get('/status/get-messages');
    expect(list.status).toBe(200);
    expect(list.body.items.some((m: { senderId: string }) => m.senderId === gone.userId)).toBe(false);
    expect(await accessLog(gone.userId)).toHaveLength(before);
    expect(readsBy(await accessLog(customer.userId), team.userId, GET_MESSAGES)).toHaveLength(1);
  });

  it("GET /user/get-user-details records the admin's read of a person's details; an admin's own details and an unknown user record nothing", async () => {
    const customer = await userOfType(server, UserType.Regular);
    const admin = await userOfType(server, UserType.Admin, { firstName: 'Alain', lastName: 'Roy' });
    const superAdmin = await userOfType(server, UserType.SuperAdmin);

    const details = await admin.client.get('/user/get-user-details', { query: { userId: customer.userId } });
    expect(details.status).toBe(200);
    const reads = readsBy(await accessLog(customer.userId), admin.userId, GET_USER_DETAILS);
    expect(reads).toHaveLength(1);
    expect(reads[0].data).toEqual({ subjectId: userStreamId(customer.userId), viewerId: admin.userId, viewerType: UserType.Admin, reason: GET_USER_DETAILS, viewedAt: expect.any(String) });
    const rows = await timelineViews(superAdmin.client, customer.userId, admin.userId);
    expect(rows.at(-1)).toMatchObject({ type: 'audit.subject-viewed', actor: { userId: admin.userId, name: 'Alain Roy', userTypeId: UserType.Admin } });
    const exported = await customer.client.get('/user/export');
    expect(exported.body.accessEvents).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'audit.subject-viewed', data: expect.objectContaining({ viewerId: admin.userId, reason: GET_USER_DETAILS }) }),
    ]));

    const views = await allViews();
    expect((await admin.client.get('/user/get-user-details', { query: { userId: admin.userId } })).status).toBe(200);
    expect((await admin.client.get('/user/get-user-details', { query: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await customer.client.get('/user/get-user-details', { query: { userId: customer.userId } })).status).toBe(403);
    expectProblem(await admin.client.get('/user/get-user-details', { query: { userId: customer.userId }, headers: { 'sec-fetch-site': 'cross-site' } }), 403, 'auth.csrf_failed');
    expect(await allViews()).toBe(views);
  });
});
