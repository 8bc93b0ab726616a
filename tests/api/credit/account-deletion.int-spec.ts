import { UserType } from '@marketplace/domain';
import { sql } from 'kysely';
import { ERASED_APPLICANTS_CONSUMER } from '../../../apps/server/src/modules/credit/integration-events/account-deleted.consumer';
import { APPLICATION_SUMMARIES_PROJECTION } from '../../../apps/server/src/modules/credit/queries/get-credit-applications/application-summaries.projection';
import { masterKeyFrom } from '../../../apps/server/src/platform/privacy/keys';
import { PrivacyVault } from '../../../apps/server/src/platform/privacy/privacy-vault';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, steadyApplicant, TEST_DATE_OF_BIRTH, TEST_SIN } from './support';

/**
 * Deleting the account (#13 item 7): identity shreds the key and publishes identity.account-deleted.v1; credit consumes
 * it idempotently and scrubs its read tables. Afterwards nothing of the person can be read back from credit.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const rowsOf = async (userId: string) => {
  const { rows } = await server.infra.pool.query(
    `select 'details' as t, row_to_json(d)::text as text from credit.application_details d where owner_id = $1
     union all select 'summaries', row_to_json(s)::text from credit.application_summaries s where owner_id = $1`, [userId]);
  return rows as { t: string; text: string }[];
};

it('scrubs every credit row of a deleted account, once, and a rebuild does not bring them back', async () => {
  const applicant = await userOfType(server, UserType.Regular);
  const other = await userOfType(server, UserType.Regular);
  const admin = await userOfType(server, UserType.SuperAdmin);
  const applicationId = await fillApplication(applicant.client, steadyApplicant({ sin: TEST_SIN }));
  expect((await consentAndSubmit(server, applicant.client, applicationId)).status).toBe(200);
  expect((await applicant.client.post('/creditapp/request-credit-review', { body: { applicationId, reason: 'My rent went down' } })).status).toBe(200);
  const kept = await fillApplication(other.client, steadyApplicant());
  await server.infra.projections.waitFor();
  expect((await rowsOf(applicant.userId)).map((r) => r.t).sort()).toEqual(['details', 'summaries']);

  const del = await applicant.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } });
  expect(del.body).toEqual({ Status: 1 });
  await server.infra.projections.waitFor();

  // Read tables: no row of the person; the other applicant's stays.
  expect(await rowsOf(applicant.userId)).toEqual([]);
  expect(await rowsOf(other.userId)).toHaveLength(2);
  const { rows: everything } = await server.infra.pool.query(
    `select row_to_json(d)::text as text from credit.application_details d union all select row_to_json(s)::text from credit.application_summaries s`);
  for (const secret of [applicationId, applicant.userId, TEST_SIN, TEST_SIN.replace(/\s/g, ''), TEST_DATE_OF_BIRTH]) {
    expect(everything.filter((r: { text: string }) => r.text.includes(secret))).toEqual([]);
  }
  // APIs: the staff list and review queue no longer show the application; the other one still reads.
  for (const query of [{}, { reviewQueue: 'true' }]) {
    const list = await admin.client.get('/creditapp/admin/get-credit-applications', { query });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(applicationId);
  }
  expect((await other.client.get('/creditapp/get-credit-application-details', { query: { applicationId: kept } })).status).toBe(200);
  // The log: the application's sealed answers, SIN and factors cannot be opened any more (the key is shredded).
  const { rows: events } = await server.infra.pool.query(`select data::text as text from eventstore.events where stream_id = $1`, [`credit-application-${applicationId}`]);
  const sealed = events.flatMap((e: { text: string }) => [...e.text.matchAll(/"\$sealed":\s*"([^"]+)"/g)].map((m) => m[1]));
  expect(sealed.length).toBeGreaterThan(10);
  const vault = new PrivacyVault(server.infra.db, masterKeyFrom(server.infra.config));
  for (const s of sealed) await expect(vault.decrypt(applicant.userId, s)).resolves.toBeNull();
  expect(events.some((e: { text: string }) => e.text.includes(TEST_DATE_OF_BIRTH) || e.text.includes('046454286'))).toBe(false);

  // Delivered again (checkpoint set back) and the projections rebuilt from the log: still nothing of the person.
  const db = server.infra.db;
  await sql`update platform.projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = ${ERASED_APPLICANTS_CONSUMER}`.execute(db);
  await server.infra.projections.waitFor();
  expect(Number((await sql<{ n: string }>`select count(*) as n from credit.erased_applicants where user_id = ${applicant.userId}`.execute(db)).rows[0].n)).toBe(1);
  await server.infra.projections.rebuild(APPLICATION_SUMMARIES_PROJECTION);
  await server.infra.projections.rebuild('credit.application-details');
  expect(await rowsOf(applicant.userId)).toEqual([]);
  expect(await rowsOf(other.userId)).toHaveLength(2);
});
