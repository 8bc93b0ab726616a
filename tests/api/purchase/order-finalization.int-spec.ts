import { transactionStreamId, UserType } from '@marketplace/domain';
import { sql } from 'kysely';
import { signedContractFileId } from '../../../apps/server/src/modules/purchase/adapters/contract-document';
import { CONTRACT_DOCUMENT } from '../../../apps/server/src/modules/purchase/process/order-finalization/order-finalization.projection';
import { PURCHASE_EMAIL } from '../../../apps/server/src/modules/purchase/process/purchase-emails/purchase-emails.projection';
import { outbox } from '../../support/mailbox';
import { pollUntil } from '../../support/poll';
import { advanceClock } from '../../support/test-clock';
import { userOfType } from '../identity/support';
import { expectProblem, finalizeReviewed, reservedPurchase, signature, startPurchaseServer, streamTypes, type PurchaseTestServer } from './support';

/**
 * Issue #44 item 3, ADR 0091: signing is the decision (ContractSigned); the contract PDF, its record and the order
 * confirmation that carries it are the order-finalization process's, driven by the events. Here the process fails
 * between two of its steps, through real failures of the real database (a trigger refuses the write): the buyer's
 * answer is the same, the web is told the contract is not ready yet, and once the database takes writes again the
 * process's timer finishes the work, once: one PDF drawn and stored, one record, one email.
 */
let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 6 });
});
afterAll(() => t?.stop());

const db = () => t.server.infra.db;

/** A database that refuses one kind of write until `lift()`: the process fails there, as on an outage or a kill. */
async function refuse(what: 'the PDF stored' | 'the PDF recorded') {
  const [table, condition] = what === 'the PDF stored'
    ? ['files.private_files', `new.kind = 'contract'`]
    : ['eventstore.events', `new.type = 'ContractDocumentStored'`];
  await sql.raw(`create or replace function public.test_refuse() returns trigger language plpgsql as $$
    begin if ${condition} then raise exception 'test: % refused', '${what}'; end if; return new; end $$`).execute(db());
  await sql.raw(`create trigger test_refuse before insert on ${table} for each row execute function public.test_refuse()`).execute(db());
  return { lift: () => sql.raw(`drop trigger test_refuse on ${table}`).execute(db()) };
}

const contractFiles = async (userId: string) =>
  db().selectFrom('files.private_files').select(['file_id', 'created_at']).where('subject_id', '=', userId).where('kind', '=', 'contract').execute();

const firedAt = async (kind: string, key: string) =>
  (await db().selectFrom('platform.deadlines').select('fired_at').where('kind', '=', kind).where('key', '=', key).executeTakeFirst())?.fired_at ?? null;

/** A paid, reserved purchase with its signature drawn, signed while `what` is refused. */
async function signedWhileRefused(what: Parameters<typeof refuse>[0]) {
  const { buyer, transactionId } = await reservedPurchase(t);
  await pollUntil(async () => (await buyer.client.post('/revieworder/upload-signature', { body: { transactionId, signature: await signature() } })).status === 200);
  const fault = await refuse(what);
  const answer = await finalizeReviewed(buyer.client, transactionId);
  return { buyer, transactionId, answer, fault };
}

type Buyer = Awaited<ReturnType<typeof signedWhileRefused>>['buyer'];

/** What the buyer and the web see while the process has not finished: signed, the contract not ready yet (the web asks again). */
async function expectSignedAndWaiting(buyer: Buyer, transactionId: string) {
  expect((await buyer.client.get('/revieworder/get-customer-vehicle-order', { query: { transactionId } })).body)
    .toMatchObject({ contractSigned: true, status: 'completed', contractUrl: null });
  expectProblem(await buyer.client.get(`/revieworder/contract/${transactionId}`), 404, 'purchase.contract_not_ready');
  expect(await outbox(t.server, buyer.email, { kind: 'purchase.order-confirmation', timeoutMs: 0 })).toEqual([]);
}

/** Once the process finished: the record once, the contract served, the confirmation with the PDF once. */
async function expectFinishedOnce(buyer: Buyer, transactionId: string) {
  const stream = transactionStreamId(transactionId);
  // The process's deadline is 10 s after the signature (CONTRACT_DOCUMENT_AFTER_MS): the test clock reaches it at once.
  await advanceClock(t.server, { by: '11s' });
  await pollUntil(async () => (await streamTypes(t.server, stream)).includes('ContractDocumentStored'), 60_000, { what: 'the process recorded the PDF' });
  const [confirmation] = await outbox(t.server, buyer.email, { kind: 'purchase.order-confirmation', timeoutMs: 30_000 });
  expect(confirmation.attachments).toEqual([expect.objectContaining({ filename: `contract-${transactionId}.pdf`, contentType: 'application/pdf' })]);
  // Both deadlines fired (the process's and the email's): nothing is left to run again.
  await pollUntil(async () => (await firedAt(CONTRACT_DOCUMENT, transactionId)) !== null && (await firedAt(PURCHASE_EMAIL, `order-confirmation:${transactionId}`)) !== null);
  expect((await streamTypes(t.server, stream)).filter((type) => type === 'ContractDocumentStored')).toHaveLength(1);
  expect((await outbox(t.server, buyer.email, { kind: 'purchase.order-confirmation', timeoutMs: 0 }))).toHaveLength(1);
  const files = await contractFiles(buyer.userId);
  expect(files.map((f) => f.file_id)).toEqual([signedContractFileId(transactionId)]);

  await t.waitForProjections();
  const order = await buyer.client.get('/revieworder/get-customer-vehicle-order', { query: { transactionId } });
  expect(order.body).toMatchObject({ contractSigned: true, contractUrl: `/api/revieworder/contract/${transactionId}` });
  const pdf = await buyer.client.get(`/revieworder/contract/${transactionId}`);
  expect(pdf.status).toBe(200);
  expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
  return files[0]!;
}

describe('the order-finalization process resumes after a failure between its steps, and does nothing twice', () => {
  it('the PDF stored, its record refused: the answer is the same; the process records the stored PDF without storing another, then emails once', async () => {
    const { buyer, transactionId, answer, fault } = await signedWhileRefused('the PDF recorded');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Status: 1, transactionId, contractUrl: `/api/revieworder/contract/${transactionId}` });
    const [stored] = await contractFiles(buyer.userId);
    expect(stored?.file_id).toBe(signedContractFileId(transactionId));
    await expectSignedAndWaiting(buyer, transactionId);

    const timerRuns = t.server.infra.timers.fired.get(CONTRACT_DOCUMENT) ?? 0;
    await fault.lift();
    const resumed = await expectFinishedOnce(buyer, transactionId);
    // The same file, stored before the failure: the process stored no second copy of the PDF.
    expect(resumed.created_at).toEqual(stored!.created_at);
    expect(t.server.infra.timers.fired.get(CONTRACT_DOCUMENT)).toBe(timerRuns + 1);

    // The timeline shows the decision, then the process's step, by the system.
    const admin = await userOfType(t.server, UserType.SuperAdmin);
    const timeline = await admin.client.get(`/audit/subjects/${transactionStreamId(transactionId)}/timeline`, { query: { limit: 200 } });
    const rows = (timeline.body.rows as { type: string; actor: unknown; summary: { kind: string } }[]).filter((r) => /^Contract/.test(r.type));
    expect(rows.map((r) => [r.type, r.summary.kind])).toEqual(expect.arrayContaining([
      ['ContractSigned', 'purchase.contract-signed'], ['ContractDocumentStored', 'purchase.contract-document-stored'],
    ]));
    expect(rows.find((r) => r.type === 'ContractDocumentStored')?.actor).toBeNull();
  });

  it('the decision recorded, the PDF refused: the buyer is answered as before; the process draws, stores and records it once, then emails once', async () => {
    const { buyer, transactionId, answer, fault } = await signedWhileRefused('the PDF stored');
    expect(answer.body).toEqual({ Status: 1, transactionId, contractUrl: `/api/revieworder/contract/${transactionId}` });
    expect(await streamTypes(t.server, transactionStreamId(transactionId))).toContain('ContractSigned');
    expect(await contractFiles(buyer.userId)).toEqual([]);
    await expectSignedAndWaiting(buyer, transactionId);

    await fault.lift();
    await expectFinishedOnce(buyer, transactionId);
  });
});
