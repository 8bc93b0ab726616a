import { formatLongDate } from '@marketplace/domain';
import { OFFER_EXPIRY_REMINDER } from '../../../apps/server/src/modules/trade-in/process/offer-expiry-reminder/offer-expiry-reminder.projection';
import { OfferExpiryReminderTimer } from '../../../apps/server/src/modules/trade-in/process/offer-expiry-reminder/offer-expiry-reminder.timer';
import type { Deadline } from '../../../apps/server/src/platform/timers/deadlines';
import type { TestServer } from '../../support/server';
import { Client } from '../../support/http-client';
import { outbox } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { advanceClock, fired } from '../../support/test-clock';
import { appraisedCivic, customer, startTradeInServer } from './support';

/**
 * Issue 16 (customer gaps, item 3; ADR 0029): a day before a trade-in offer ends, its owner gets one reminder, in their
 * language, through the timers (once by its dedup key, however often it fires). The reminder's signed link stops the
 * reminders without signing in; a forged link is refused; other emails (the appraisal PDF) still go out.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTradeInServer();
}, 60_000);
afterAll(() => server?.stop());

async function reminderDeadline(tradeInId: string): Promise<Deadline & { fired_at: Date | null }> {
  return pollUntil(async () => {
    const row = await server.infra.db.selectFrom('platform.deadlines').selectAll()
      .where('kind', '=', OFFER_EXPIRY_REMINDER).where('key', 'like', `offer-expiry:${tradeInId}:%`).executeTakeFirst();
    return row ? { ...row, dueAt: row.due_at } as Deadline & { fired_at: Date | null } : null;
  });
}

/**
 * Moves the test clock (ADR 0082) to the reminder's time, a day before the 7-day offer ends (6 days on), and checks
 * that it fired there; the clock stays there for what follows (the offer still runs for a day).
 */
async function fireNow(tradeInId: string) {
  const deadline = await reminderDeadline(tradeInId);
  const reached = await advanceClock(server, { to: new Date(deadline.dueAt.getTime() + 1000) });
  expect(fired(reached, OFFER_EXPIRY_REMINDER, `offer-expiry:${tradeInId}:`, { prefix: true })).toBe(true);
  expect((await reminderDeadline(tradeInId)).fired_at).not.toBeNull();
}

it('reminds once, a day before the offer ends; its link unsubscribes without signing in; reminders stop, other emails do not', async () => {
  const owner = await customer(server);
  const { tradeInId, appraised } = await appraisedCivic(owner.client);
  expect(appraised.status).toBe(200);
  const deadline = await reminderDeadline(tradeInId);
  const expiresAt = String(deadline.payload.expiresAt);
  expect(deadline.dueAt.getTime()).toBe(Date.parse(expiresAt) - 24 * 3600 * 1000);

  await fireNow(tradeInId);
  const timer = server.app.get(OfferExpiryReminderTimer, { strict: false });
  await timer.fire(deadline); // a second firing (a retry, another instance) sends nothing more
  const [mail, ...more] = await outbox(server, owner.email, { kind: 'trade-in.offer-expiry-reminder' });
  expect(more).toEqual([]);
  expect(mail.subject).toMatch(/^Your trade-in offer ends soon – /);
  expect(mail.text).toContain(`2025 Honda Civic`);
  expect(mail.text).toContain(`is held until ${formatLongDate(expiresAt, 'en-ca')}`); // spec §9's long date (ADR 0060)
  const link = /Stop these reminders: (\S+)/.exec(mail.text)![1];
  expect(mail.headers).toMatchObject({ 'List-Unsubscribe': `<${link}>` });
  const url = new URL(link);
  expect(url.pathname).toBe('/en-ca/unsubscribe');
  expect(url.searchParams.get('list')).toBe('reminders');
  const token = url.searchParams.get('token')!;

  const anonymous = new Client(server);
  const forged = await anonymous.post('/notifications/unsubscribe', { body: { token: `${token.split('.')[0]}.${'A'.repeat(43)}` } });
  expect([forged.status, forged.body.code, forged.body.errors?.[0]?.path]).toEqual([400, 'identity.token_invalid', 'body.token']);
  expect((await anonymous.post('/notifications/unsubscribe', { body: { token } })).body).toEqual({ unsubscribed: true });
  expect((await anonymous.post('/notifications/unsubscribe', { body: { token } })).body).toEqual({ unsubscribed: true });

  // The same offer reminded under another key (e.g. a new offer) is not sent any more; the appraisal PDF still is.
  await timer.fire({ ...deadline, key: `${deadline.key}:again` });
  expect((await owner.client.post('/tradein/send-email-pdf', { body: { tradeInId } })).body).toEqual({ sent: true });
  expect(await outbox(server, owner.email, { kind: 'trade-in-appraisal-pdf' })).toHaveLength(1);
  expect(await outbox(server, owner.email, { kind: 'trade-in.offer-expiry-reminder' })).toHaveLength(1);
});

it('writes the reminder in French to a French-speaking owner, and not at all once the offer is confirmed', async () => {
  const owner = await customer(server);
  expect((await owner.client.post('/user/update-user-self', { body: { Language_Id: 2 } })).body).toEqual({ Status: 1 });
  const { tradeInId } = await appraisedCivic(owner.client);
  await fireNow(tradeInId);
  const [mail] = await outbox(server, owner.email, { kind: 'trade-in.offer-expiry-reminder' });
  expect(mail.subject).toMatch(/^Votre offre d'échange se termine bientôt – /);
  expect(mail.text).toMatch(/Ne plus recevoir de rappels\u00a0: \S+\/fr-ca\/unsubscribe\?list=reminders&token=/);

  const confirmedOwner = await customer(server);
  const confirmed = await appraisedCivic(confirmedOwner.client);
  expect((await confirmedOwner.client.post('/tradein/confirm-stand-alone-trade-in', { body: { tradeInId: confirmed.tradeInId } })).status).toBe(200);
  await fireNow(confirmed.tradeInId);
  expect(await outbox(server, confirmedOwner.email, { kind: 'trade-in.offer-expiry-reminder', timeoutMs: 500 })).toEqual([]);
});
