import { auditStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { userOfType } from '../identity/support';
import { startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { auditSearch } from './support';

/**
 * Issue #46 item 5 (ADR 0078): support finds people by part of their name (accents and case folded), by part of their
 * email, by phone in any format; ranked, with the field that found them; every search on the searcher's access log;
 * erasing a person takes them out of the blind index.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };
let buyer: { client: Client; userId: string; email: string };
let other: { client: Client; userId: string; email: string };
let transactionId: string;
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 1 });
  admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Marie-Ève', lastName: `Tremblay${tag}`, cell: '+1 (514) 555-0199', email: `marie.${tag}@example.ca` });
  other = await userOfType(t.server, UserType.Regular, { firstName: 'Marc', lastName: `Tremblay${tag}`, email: `marc.${tag}@example.ca` });
  ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const search = (q: string) => auditSearch(admin, q);

describe('audit search finds people (ADR 0078)', () => {
  it('by part of the name, accents and case folded: every word must match, the fuller match first', async () => {
    const both = await search(`tremblay${tag}`);
    expect(both.filter((s) => s.kind === 'user').map((s) => s.subjectId).sort()).toEqual([`user-${buyer.userId}`, `user-${other.userId}`].sort());
    expect(both.find((s) => s.subjectId === `user-${buyer.userId}`)?.matched).toBe('name');

    const one = await search(`MARIE EVE tremb`);
    expect(one.map((s) => s.subjectId)).toContain(`user-${buyer.userId}`);
    expect(one.map((s) => s.subjectId)).not.toContain(`user-${other.userId}`);
    // The person, then what they started (their purchase), with the field that found them.
    expect(one.find((s) => s.subjectId === transactionStreamId(transactionId))).toMatchObject({ kind: 'purchase', matched: 'name' });
    const ids = one.map((s) => s.subjectId);
    expect(ids.indexOf(`user-${buyer.userId}`)).toBeLessThan(ids.indexOf(transactionStreamId(transactionId)));

    const accented = await search(`Marie-Ève Tremblay${tag}`);
    expect(accented[0]).toMatchObject({ subjectId: `user-${buyer.userId}`, matched: 'name' });
  });

  it('by part of the email and by phone in any format', async () => {
    expect((await search(`marie.${tag.slice(0, 3)}`)).find((s) => s.subjectId === `user-${buyer.userId}`)?.matched).toBe('email');
    expect((await search(`marie.${tag}@`)).find((s) => s.subjectId === `user-${buyer.userId}`)?.matched).toBe('email');
    expect((await search(buyer.email.toUpperCase()))[0]).toMatchObject({ subjectId: `user-${buyer.userId}` });
    for (const phone of ['514-555-0199', '(514) 555 0199', '15145550199']) {
      const found = await search(phone);
      expect(found.find((s) => s.subjectId === `user-${buyer.userId}`)?.matched).toBe('phone');
    }
  });

  it('ranks an exact id above any part of a name', async () => {
    const byId = await search(transactionId);
    expect(byId[0]).toMatchObject({ subjectId: transactionStreamId(transactionId), matched: 'id' });
  });

  it("records every search on the searcher's access log, with a keyed hash of what was typed, never the text", async () => {
    const log = auditStreamId(`user-${admin.userId}`);
    const before = (await t.server.infra.store.readStream(log)).filter((e) => e.type === 'audit.searched').length;
    await search(`Tremblay${tag}`);
    const searches = (await t.server.infra.store.readStream(log)).filter((e) => e.type === 'audit.searched');
    expect(searches).toHaveLength(before + 1);
    const last = searches.at(-1)!;
    expect(last.data).toMatchObject({ subjectId: `user-${admin.userId}`, viewerId: admin.userId, matched: expect.arrayContaining(['name']) });
    expect((last.data as { found: string[] }).found).toContain(`user-${buyer.userId}`);
    expect(JSON.stringify(last.data)).not.toMatch(new RegExp(`tremblay${tag}`, 'i'));
  });

  it('refuses other user types (403) and keeps nothing of a name, email or phone in clear', async () => {
    for (const type of [UserType.Regular, UserType.Dealer, UserType.RegularAlt, UserType.TeamMember, UserType.VehiclesTeam]) {
      const user = await userOfType(t.server, type);
      expect((await user.client.get('/audit/search', { query: { q: `tremblay${tag}` } })).status).toBe(403);
    }
    const terms = await t.server.infra.db.selectFrom('audit.search_terms').select(['term']).execute();
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.some((r) => new RegExp(`tremblay|${tag}|5550199|example`, 'i').test(r.term as string))).toBe(false);
  });

  it('forgets an erased person: their terms go with them, and a search no longer finds them', async () => {
    const gone = await userOfType(t.server, UserType.Regular, { firstName: 'Éloïse', lastName: `Effacée${tag}`, cell: '438 555 0123' });
    await t.waitForProjections();
    expect((await search(`eloise effacee${tag}`)).map((s) => s.subjectId)).toContain(`user-${gone.userId}`);
    expect((await gone.client.post('/user/delete-account-section', { body: { Mode: 'delete', Confirmation: 'CONTINUE' } })).body).toEqual({ Status: 1 });
    await t.waitForProjections();
    const rows = await t.server.infra.db.selectFrom('audit.search_terms').select('term').where('user_id', '=', gone.userId).execute();
    expect(rows).toEqual([]);
    expect((await search(`eloise effacee${tag}`)).map((s) => s.subjectId)).not.toContain(`user-${gone.userId}`);
    expect((await search('438-555-0123')).map((s) => s.subjectId)).not.toContain(`user-${gone.userId}`);
  });
});
