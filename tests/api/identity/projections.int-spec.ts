import { startTestServer, type TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { userOfType } from './support';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const snapshot = async () => {
  const users = await server.infra.pool.query('select * from identity.users order by user_id');
  const sections = await server.infra.pool.query('select * from identity.user_sections order by user_id, section_id');
  return { users: users.rows, sections: sections.rows };
};

describe('identity projections', () => {
  it('applying the same events twice changes nothing, and a blue/green rebuild gives the same tables', async () => {
    const admin = await userOfType(server, 6);
    const target = await userOfType(server, 8);
    await target.client.post('/user/update-user-self', { body: { FirstName: 'Once', PostalCode: 'G1R 4P5' } });
    await admin.client.post('/user/update-user-full', { body: { User_Guid: target.userId, UserTypeId: 18, Sections: [{ sectionId: 2, active: false }] } });
    await new Client(server).get('/health');
    await server.infra.projections.waitFor();
    const live = await snapshot();

    const projection = server.infra.projections.get('identity.users');
    const events = await server.infra.store.readAll({ transactionId: '0', position: '0' }, 10_000);
    const relevant = events.filter((e) => projection.eventTypes!.includes(e.type));
    await server.infra.db.transaction().execute(async (trx) => {
      await projection.apply(trx.withSchema('identity'), relevant, { schema: 'identity', mode: 'live' });
      await projection.apply(trx.withSchema('identity'), relevant, { schema: 'identity', mode: 'live' });
    });
    expect(await snapshot()).toEqual(live);

    await server.infra.projections.rebuild('identity.users');
    expect(await snapshot()).toEqual(live);
    expect(live.users.find((u: any) => u.user_id === target.userId)).toMatchObject({ first_name: 'Once', postal_code: 'G1R 4P5', user_type_id: 18 });
  });
});
