import { randomUUID } from 'node:crypto';
import { CreditApplicationSubmittedV1, CreditDecidedV1, creditIntegrationEvents, type CreditIntegrationEvent } from '@marketplace/contracts';
import { UserType } from '@marketplace/domain';
import { sql } from 'kysely';
import { creditRegistration } from '../../../apps/server/src/modules/credit/credit.public';
import { noUpcast } from '../../../apps/server/src/platform/event-store/event-store.port';
import { integrationConsumerProjection } from '../../../apps/server/src/platform/integration-events/consumer-projection';
import { createInboxTable } from '../../../apps/server/src/platform/integration-events/inbox';
import { defineConsumer } from '../../../apps/server/src/platform/integration-events/integration-events';
import { ProjectionRunner } from '../../../apps/server/src/platform/projections/projection-runner';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';
import { consentAndSubmit, fillApplication, overextendedApplicant, steadyApplicant, TEST_DATE_OF_BIRTH, TEST_SIN } from './support';

/**
 * Credit publishes `credit.application-submitted.v1` and `credit.decided.v1` through the checkpointed integration-event
 * publisher (ADR 0011): a consumer registered like any other module's (its own checkpoint and inbox) receives them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('publishes a submitted and a decided event per application, with the outcome and band and no personal data', async () => {
  const db = server.infra.db;
  const schema = `credit_events_${randomUUID().slice(0, 8)}`;
  await sql`create schema ${sql.id(schema)}`.execute(db);
  await createInboxTable(db, schema, 'inbox');
  const received: CreditIntegrationEvent[] = [];
  const consumer = defineConsumer({
    name: `${schema}.listener`, schema, tables: [], inboxTable: 'inbox', subscribesTo: [CreditApplicationSubmittedV1, CreditDecidedV1],
    async handle(_db, events) {
      received.push(...events);
    },
  });
  const translators = creditRegistration.integrationEvents?.translators ?? [];
  const runner = new ProjectionRunner(server.infra.pool, db, server.infra.store, [integrationConsumerProjection(consumer, translators, noUpcast)]);

  const { client, userId } = await userOfType(server, UserType.Regular);
  const approved = await fillApplication(client, steadyApplicant({ sin: TEST_SIN }));
  expect((await consentAndSubmit(server, client, approved)).status).toBe(200);
  const refused = await fillApplication(client, overextendedApplicant());
  expect((await consentAndSubmit(server, client, refused)).status).toBe(200);

  runner.start();
  await runner.waitFor(undefined, [consumer.name]);
  // Delivered again from the start: the inbox makes it a no-op.
  await sql`update platform.projection_checkpoints set transaction_id = '0'::xid8, global_position = 0 where name = ${consumer.name}`.execute(db);
  runner.resume(consumer.name);
  await runner.waitFor(undefined, [consumer.name]);
  await runner.stop();

  const mine = received.filter((e) => e.data.userId === userId);
  expect(mine.map((e) => [e.type, e.data.applicationId])).toEqual([
    ['credit.application-submitted.v1', approved], ['credit.decided.v1', approved],
    ['credit.application-submitted.v1', refused], ['credit.decided.v1', refused],
  ]);
  for (const e of mine) expect(creditIntegrationEvents.parse(e)).toEqual(e);
  expect(mine[1].data).toMatchObject({ outcome: 'congratulations', band: 'excellent', source: 'wizard' });
  expect((mine[1].data as { lenderIds: string[] }).lenderIds).toContain('desjardins');
  expect(mine[3].data).toMatchObject({ outcome: 'refused', lenderIds: [] });

  // Nothing personal: no SIN (any spelling), no date of birth, no name, no score or factors (they quote the income), nothing sealed.
  const text = JSON.stringify(mine);
  for (const personal of [TEST_SIN, TEST_SIN.replace(/\s/g, ''), TEST_DATE_OF_BIRTH, 'Tremblay', 'Alice', '$sealed', '"factors"', '"score"', '"income"']) {
    expect(text).not.toContain(personal);
  }
});
