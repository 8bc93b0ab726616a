import { auditStreamId, localDate, transactionStreamId, UserType } from '@marketplace/domain';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { userOfType } from '../identity/support';
import { reservedPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';
import { auditSearch } from './support';

/**
 * Issue #46 item 5, last piece (ADR 0078 amendment): the deposit paid with the Stripe stand-in's 4242 card records the
 * card (brand, last 4) from the charge, and support finds the purchase by "4242 <the day it paid>" (Toronto's day),
 * never by the last 4 alone nor with another day; the index keeps no digit in clear; the search is on the access log.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };
let subject: string;
let day: string;
let deposit: { cardBrand?: string; cardLast4?: string; paidAt: string };

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  admin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  const { transactionId } = await reservedPurchase(t);
  subject = transactionStreamId(transactionId);
  await pollUntil(async () => (await t.server.infra.store.readStream(subject)).some((e) => e.type === 'DepositPaid'));
  deposit = (await t.server.infra.store.readStream(subject)).find((e) => e.type === 'DepositPaid')!.data as typeof deposit;
  day = localDate(new Date(deposit.paidAt), 'ON');
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const search = (q: string) => auditSearch(admin, q);

/** The day before or after `iso` (YYYY-MM-DD). */
const shifted = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('audit search by card (ADR 0078)', () => {
  it("records the card that paid the deposit, as Stripe's charge describes it", () => {
    expect(deposit).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
  });

  it('finds the purchase by the last 4 with the day it paid (either order), marked as found by card', async () => {
    expect((await search(`4242 ${day}`)).find((s) => s.subjectId === subject)).toMatchObject({ kind: 'purchase', matched: 'card' });
    expect((await search(`${day.replace(/-/g, '/')} 4242`)).find((s) => s.subjectId === subject)?.matched).toBe('card');
  });

  it('does not find it by the last 4 alone, with another day, or with other digits', async () => {
    expect((await search('4242')).map((s) => s.subjectId)).not.toContain(subject);
    expect((await search(`4242 ${shifted(day, 1)}`)).map((s) => s.subjectId)).not.toContain(subject);
    expect((await search(`4242 ${shifted(day, -1)}`)).map((s) => s.subjectId)).not.toContain(subject);
    expect((await search(`4444 ${day}`)).map((s) => s.subjectId)).not.toContain(subject);
  });

  it("keeps no card digit in the index, and records the search on the searcher's access log", async () => {
    const rows = await t.server.infra.db.selectFrom('audit.event_index').select(['keys']).where('stream_id', '=', subject).where('type', '=', 'DepositPaid').execute();
    expect(rows).toHaveLength(1);
    const keys = rows[0].keys as string[];
    expect(keys.filter((k) => k.startsWith('card:'))).toHaveLength(1);
    expect(keys.some((k) => k.includes('4242:') || k === '4242')).toBe(false);

    const log = auditStreamId(`user-${admin.userId}`);
    const before = (await t.server.infra.store.readStream(log)).filter((e) => e.type === 'audit.searched').length;
    await search(`4242 ${day}`);
    const searches = (await t.server.infra.store.readStream(log)).filter((e) => e.type === 'audit.searched');
    expect(searches).toHaveLength(before + 1);
    expect(searches.at(-1)!.data).toMatchObject({ matched: expect.arrayContaining(['card']) });
    expect((searches.at(-1)!.data as { found: string[] }).found).toContain(subject);
    // What was typed is kept as a keyed hash only.
    const { queryKey } = searches.at(-1)!.data as { queryKey: string };
    expect(queryKey).not.toContain(day);
    expect(queryKey).not.toContain('4242 ');
  });
});
