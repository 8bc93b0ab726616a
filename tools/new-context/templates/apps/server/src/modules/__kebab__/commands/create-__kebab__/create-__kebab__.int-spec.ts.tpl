import { UserType } from '@marketplace/domain';
import { userOfType } from '../../../../../../../tests/api/identity/support';
import { startTestServer, type TestServer } from '../../../../../../../tests/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/__kebab__/create-__kebab__', () => {
  it('lists the new __title__ on the very next read of its owner (read-your-writes), and for no one else', async () => {
    const owner = await userOfType(server, UserType.Regular);
    const other = await userOfType(server, UserType.Regular);

    const created = await owner.client.post('/__kebab__/create-__kebab__', { body: { name: '  First  ' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-write-position')).toMatch(/^\d+\/\d+$/);

    const list = await owner.client.get('/__kebab__/get-__kebab__-list');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([{ id: created.body.id, name: 'First', createdAt: expect.any(String) }]);
    expect((await other.client.get('/__kebab__/get-__kebab__-list')).body.items).toEqual([]);
  });

  it('refuses a blank name with a stable code and the field, and writes nothing', async () => {
    const { client } = await userOfType(server, UserType.Regular);
    const refused = await client.post('/__kebab__/create-__kebab__', { body: { name: '   ' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation.invalid_input', errors: [{ path: 'body.name' }] });
    expect((await client.get('/__kebab__/get-__kebab__-list')).body.items).toEqual([]);
  });
});
