import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PurchaseEmailTimer } from '../../../apps/server/src/modules/purchase/process/purchase-emails/purchase-email.timer';
import { PURCHASE_EMAIL } from '../../../apps/server/src/modules/purchase/process/purchase-emails/purchase-emails.projection';
import { outbox } from '../../support/mailbox';
import { userOfType } from '../identity/support';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, finalizeReviewed, payDeposit, PERSONAL, signature, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from './support';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

/**
 * Issue 16 "must show": after signing, the dashboard's very next request lists the contract and the transaction and
 * greets by the first name the buyer gave; the outbox holds the deposit receipt and the order confirmation once each,
 * even when their timers fire again (ADR 0020).
 */
const image = readFileSync(path.join(__dirname, 'fixtures', 'gps.jpg'));
let t: PurchaseTestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startPurchaseServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Shopicar <no-reply@mail.marketplace.ca>' }, { vehicles: 20 });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

describe('after signing', () => {
  it('the dashboard lists the contract and greets by first name at once; the receipt and the confirmation are sent once each', async () => {
    // A buyer whose account has no first name: the personal-details step offers to put it in the profile.
    const { client, email } = await userOfType(t.server, 8, { firstName: '', lastName: '' });
    const [vehicleId] = await vehiclesOfDealer(t.server, 1);
    const { transactionId } = await startPurchase(client, vehicleId);
    await completeFormSteps(client, transactionId, image);
    expect((await client.post('/user/update-user-self', { body: { FirstName: PERSONAL.firstName, LastName: PERSONAL.lastName } })).status).toBe(200);
    await payDeposit(client, transactionId);

    const [receipt] = await outbox(t.server, email, { kind: 'purchase.deposit-receipt' });
    expect(receipt).toBeDefined();
    expect(receipt.subject).toBe('Receipt for your $250.00 deposit');
    expect(receipt.text).toContain('Hello Marie,');
    expect(receipt.text).toContain('card ending in 4242');
    expect(receipt.text).toMatch(/reserved for you until \w+ \d+, \d{4}/);
    expect(receipt.text).toContain(transactionId);

    await pollUntil(async () => (await client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status === 200);
    expect((await finalizeReviewed(client, transactionId)).status).toBe(200);

    // The very next requests, as the dashboard makes them.
    const list = await client.get('/customers/get-customer-transactions-list');
    expect(list.body.find((x: any) => x.TransactionId === transactionId)).toMatchObject({ DocumentSigned: true, Status: 'completed' });
    expect((await client.get('/user/current')).body.FirstName).toBe('Marie');
    expect((await client.get('/customers/get-customer-transaction-history')).body.items).toEqual([expect.objectContaining({
      transactionId, status: 'completed', deposit: { amount: 25_000, status: 'paid' }, documents: [{ kind: 'contract', url: `/api/revieworder/contract/${transactionId}` }],
    })]);

    const [confirmation] = await outbox(t.server, email, { kind: 'purchase.order-confirmation' });
    expect(confirmation.attachments).toEqual([expect.objectContaining({ filename: `contract-${transactionId}.pdf`, contentType: 'application/pdf' })]);
    expect(confirmation.text).toContain('Your contract for the');

    // The timers fire again (a retry, a restart): nothing is sent twice.
    const timer = t.server.app.get(PurchaseEmailTimer, { strict: false });
    await t.waitForProjections();
    const rows = await t.server.infra.db.selectFrom('platform.deadlines').selectAll().where('kind', '=', PURCHASE_EMAIL)
      .where('key', 'like', `%${transactionId}%`).execute();
    // (A reminder is scheduled only if the vehicle was reserved before the signing: the race is the buyer's.)
    expect(rows.map((r) => r.key.split(':')[0]).filter((k) => k !== 'reservation-reminder').sort()).toEqual(['deposit-receipt', 'order-confirmation']);
    for (const r of rows.filter((x) => !x.key.startsWith('reservation-reminder'))) {
      await timer.fire({ kind: r.kind, key: r.key, version: r.version, dueAt: r.due_at, payload: r.payload });
    }
    const all = await outbox(t.server, email, { count: 99, timeoutMs: 300 });
    expect(all.filter((m) => m.kind === 'purchase.deposit-receipt')).toHaveLength(1);
    expect(all.filter((m) => m.kind === 'purchase.order-confirmation')).toHaveLength(1);
    // The reminder of a signed purchase is never sent.
    expect(all.filter((m) => m.kind === 'purchase.reservation-reminder')).toHaveLength(0);

    // Over SMTP: the same two messages, once each; the confirmation carries the contract as a PDF.
    const mine = smtp.received.filter((m) => m.to.includes(email));
    expect(mine).toHaveLength(2);
    const smtpConfirmation = mine.find((m) => /Content-Type: application\/pdf/i.test(m.raw));
    expect(smtpConfirmation?.raw).toMatch(/Message-ID: <[0-9a-f-]+@marketplace>/i);
  });
});
