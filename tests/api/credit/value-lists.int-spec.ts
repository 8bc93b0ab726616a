import { Client } from '../../support/http-client';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/creditapp value lists', () => {
  it.each([
    ['get-employment-status', 6, 'employed', 'Salarié'],
    ['get-residential-status', 6, 'rent', 'Locataire'],
    ['get-genders', 3, 'female', 'Femme'],
    ['get-matrimonials', 6, 'common_law', 'Conjoint(e) de fait'],
    ['get-income-types', 7, 'pensions', 'Rentes de retraite'],
    ['get-employment-types', 6, 'part_time_casual', 'Temps partiel (occasionnel)'],
    ['get-income-frequency', 4, 'biweekly', 'Aux deux semaines'],
  ])('%s answers anyone the spec list, labelled in English and French', async (route, count, id, french) => {
    const res = await new Client(server).get(`/creditapp/${route}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(count);
    expect(res.body.items.find((i: { id: string }) => i.id === id).label['fr-ca']).toBe(french);
    for (const item of res.body.items) {
      expect(item.label['en-ca']).toMatch(/\S/);
      expect(item.label['fr-ca']).toMatch(/\S/);
    }
  });
});
