import { expectProblem } from '../purchase/support';
import { type Client } from '../../support/http-client';
import { userOfType } from '../identity/support';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * The catalog ids of a garage car (make, model, trim) are database ids (PostgreSQL int4): a larger number is the
 * client's bad input on its field, refused by the contract, not by the database with no field.
 */
let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await userOfType(server, 8));
}, 120_000);
afterAll(() => server?.stop(), 60_000);

describe('POST /vehicles/create-customer-vehicle: catalog ids beyond int4', () => {
  it.each(['makeId', 'modelId', 'trimId'])('refuses %s = 3,000,000,000 with 400 and the field path', async (field) => {
    const body = { year: 2020, makeId: 7, modelId: 3, trimId: 4, kilometres: 5, [field]: 3_000_000_000 };
    const res = await client.post('/vehicles/create-customer-vehicle', { body });
    expectProblem(res, 400, 'validation.invalid_input', `body.${field}`);
  });

  it('takes the largest int4 id to the catalog, which does not know it', async () => {
    const res = await client.post('/vehicles/create-customer-vehicle', { body: { year: 2020, makeId: 7, modelId: 2_147_483_647, kilometres: 5 } });
    expectProblem(res, 400, 'garage.unknown_vehicle', 'body.modelId');
  });
});
