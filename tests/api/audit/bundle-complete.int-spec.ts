import { createHash, randomUUID } from 'node:crypto';
import { auditStreamId, disputeStreamId, formatDateTime, formatMoney, transactionStreamId, UserType } from '@marketplace/domain';
import { unzipSync } from 'fflate';
import { verifyBundle, type BundleManifest } from '../../../apps/server/src/modules/audit/audit.public';
import { Expected } from '../../../apps/server/src/platform/event-store/event-store.port';
import { PrivateFileStore } from '../../../apps/server/src/platform/files/private-file-store';
import { PAYMENTS, type Payments } from '../../../apps/server/src/platform/payments/payments.port';
import { userOfType } from '../identity/support';
import type { Client } from '../../support/http-client';
import { pdfText } from '../../support/pdf-text';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, GPS_PHOTO, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';

/**
 * Issue #46 item 2 (ADR 0077, 0087): the bundle of a full disputed purchase holds every kind of file, each checked:
 * every version of the signed contract, the signature, the deposit receipt, the refunds in the order summary, the
 * licence images with the reason they were unsealed for, the timeline PDF in the buyer's language, the access activity
 * with addresses and devices, evidence.json in Stripe's fields, Stripe's records and the manifest, whose every hash
 * matches. Nothing else, nothing less: a file kind added or lost fails here, and a file the events name that the
 * store lacks fails the bundle, naming it.
 */
let t: PurchaseTestServer;
let superAdmin: { client: Client; userId: string };
let transactionId: string;
let subject: string;
let buyerId: string;
const DEVICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const REASON = 'Rétrofacturation : preuves pour Visa';

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 1 });
  superAdmin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  // A French-speaking buyer: the bundle's timeline and evidence are in their language.
  const buyer = await userOfType(t.server, UserType.Regular, { firstName: 'Éloïse', lastName: 'Bélanger', languageId: 2 });
  buyer.client.useHeaders({ 'user-agent': DEVICE });
  buyerId = buyer.userId;
  ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
  subject = transactionStreamId(transactionId);
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
  await payDeposit(buyer.client, transactionId);
  await signContract(buyer.client, transactionId);
  // A second payment on the transaction (another of its intents): Stripe takes it, settlement refunds it.
  const payments = t.server.app.get<Payments>(PAYMENTS, { strict: false });
  const extra = await payments.createPaymentIntent({ amount: 25_000, currency: 'cad', metadata: { transactionId }, idempotencyKey: `extra-${transactionId}` });
  await payments.confirmWithTestCard!(extra.id, '4242 4242 4242 4242', `extra-pay-${extra.id}`);
  await pollUntil(async () => (await t.server.infra.store.readStream(subject)).some((e) => e.type === 'SurplusPaymentRefunded'), 20_000);
  const events = await t.server.infra.store.readStream(subject);
  // The contract signed again (a second version, as a correction would record it: the decision, then its PDF stored,
  // ADR 0091), without a request of its own: the bundle holds both versions.
  const signed = events.find((e) => e.type === 'ContractSigned')!;
  const stored = events.find((e) => e.type === 'ContractDocumentStored')!;
  const files = t.server.app.get(PrivateFileStore, { strict: false });
  const first = await files.open((stored.data as { contract: { fileId: string } }).contract.fileId);
  const contract = await files.put({ subjectId: buyer.userId, kind: 'contract', contentType: 'application/pdf', data: first!.data });
  const again = (e: typeof signed, data: object) => ({ type: e.type, data, metadata: { ...e.metadata, eventId: randomUUID(), correlationId: randomUUID(), occurredAt: new Date().toISOString() } });
  await t.server.infra.store.appendToStream(subject, [
    again(signed, { ...(signed.data as object), signedAt: new Date().toISOString() }),
    again(stored, { ...(stored.data as object), contract }),
  ], Expected.exact(events.at(-1)!.streamVersion));
  const deposit = events.find((e) => e.type === 'DepositPaid')!.data as { paymentIntentId: string };
  await t.server.standIn.dispute(deposit.paymentIntentId, 'fraudulent');
  await pollUntil(async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).length > 0);
  await t.waitForProjections();
  expect((await superAdmin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: REASON } })).status).toBe(200);
});
afterAll(() => t?.stop());

const bundle = async (lang?: string) => {
  const res = await fetch(`${t.server.url}/api/audit/subjects/${subject}/bundle${lang ? `?lang=${lang}` : ''}`, { headers: { cookie: superAdmin.client.cookieHeader() } });
  const body = Buffer.from(await res.arrayBuffer());
  return res.status === 200 ? { status: 200, entries: unzipSync(new Uint8Array(body)), problem: null } : { status: res.status, entries: {} as Record<string, Uint8Array>, problem: JSON.parse(body.toString('utf8')) };
};
const json = (entries: Record<string, Uint8Array>, name: string) => JSON.parse(Buffer.from(entries[name]).toString('utf8'));
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

describe("a full disputed purchase's bundle", () => {
  it("prints the timeline as the console's sentences, each with its time, in the buyer's language and in English when asked", async () => {
    const events = await t.server.infra.store.readStream(subject);
    const [paid] = events.filter((e) => e.type === 'DepositPaid');
    const [signed] = events.filter((e) => e.type === 'ContractSigned');
    const { amount } = paid.data as { amount: number };
    const { total } = signed.data as { total: number };
    const [opened] = await t.server.infra.store.readStream(disputeStreamId(transactionId));
    // pdfText reads the PDF as Latin-1 (’ is \x92) and makes every space one plain space (the no-break ones too).
    const plain = (text: string) => text.replace(/\s+/g, ' ').replace(/’/g, '\x92');
    const at = (e: { recordedAt: Date }, lang: string) => plain(formatDateTime(e.recordedAt, lang, { seconds: true }));
    const money = (cents: number, lang: string) => plain(formatMoney(cents, lang, { cents: true }));
    const fr = pdfText(Buffer.from((await bundle()).entries['timeline-fr-ca.pdf']));
    expect(fr).toContain(`${at(events[0], 'fr-ca')} Éloïse Bélanger a commencé l\x92achat`);
    expect(fr).toContain(`${at(paid, 'fr-ca')} Éloïse Bélanger a payé l\x92acompte de ${money(amount, 'fr-ca')} avec une carte Visa se terminant par 4242`);
    expect(fr).toContain(`${at(signed, 'fr-ca')} Éloïse Bélanger a signé le contrat pour un total de ${money(total, 'fr-ca')}`);
    expect(fr).toContain(`${at(opened, 'fr-ca')} L\x92émetteur de la carte conteste ${money((opened.data as { amount: number }).amount, 'fr-ca')} (fraudulent)`);
    expect(fr).toContain(`Sophie Gagnon a révélé des données personnelles : ${plain(REASON)}`);
    // The records kept beside the events, merged in by time as on the console (ADR 0087): Stripe's events received.
    expect(fr).toMatch(/Stripe a envoyé payment_intent\.succeeded/);
    const en = pdfText(Buffer.from((await bundle('en-ca')).entries['timeline-en-ca.pdf']));
    expect(en).toMatch(/^Audit timeline Subject: purchase-/);
    expect(en).toContain(`${at(paid, 'en-ca')} Éloïse Bélanger paid the ${money(amount, 'en-ca')} deposit with a Visa ending 4242`);
    expect(en).toContain(`${at(signed, 'en-ca')} Éloïse Bélanger signed the contract for a total of ${money(total, 'en-ca')}`);
    expect(en).toContain('Sophie Gagnon opened this record (dispute bundle)');
    // Sentences, not the events' type names (events.jsonl keeps those).
    for (const text of [fr, en]) expect(text).not.toMatch(/TransactionStarted|DepositPaid|ContractSigned|DisputeOpened|audit\.personal-data-revealed/);
    // The buyer's name in the PDF is a staff read, on the buyer's access log (as on the console's timeline).
    const reads = (await t.server.infra.store.readStream(auditStreamId(`user-${buyerId}`))).filter((e) => e.type === 'audit.subject-viewed');
    expect(reads.at(-1)?.data).toMatchObject({ viewerId: superAdmin.userId, reason: 'GET /audit/subjects/:subjectId/bundle' });
  });

  it('holds every file kind, each as it should be, and the manifest hashes every one and the event range', async () => {
    const { status, entries } = await bundle();
    expect(status).toBe(200);
    expect(Object.keys(entries).sort()).toEqual([
      'access-activity.json', 'contract-v1.pdf', 'contract-v2.pdf', 'deposit-receipt.pdf', 'events.jsonl', 'evidence.json', 'licence-back.jpg',
      'licence-front.jpg', 'manifest.json', 'order-summary.json', 'signature-v1.png', 'stripe-records.json', 'timeline-fr-ca.pdf',
    ]);
    // The contract, every version; the signature; the licence images (JPEG) with the reason they were unsealed for.
    for (const name of ['contract-v1.pdf', 'contract-v2.pdf', 'deposit-receipt.pdf', 'timeline-fr-ca.pdf']) expect([name, Buffer.from(entries[name]).subarray(0, 5).toString()]).toEqual([name, '%PDF-']);
    expect([...entries['signature-v1.png'].subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    for (const side of ['licence-front.jpg', 'licence-back.jpg']) expect([...entries[side].subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const manifest = json(entries, 'manifest.json') as BundleManifest;
    // Why the licence images are in it (the reveal's reason), and which act has no address (the re-issued contract's).
    expect(manifest.notes).toEqual([expect.stringContaining(`for the reason "${REASON}"`), expect.stringMatching(/^No IP address or device is known for finalization \(ContractSigned/)]);
    expect(manifest.notes[0]).toContain(superAdmin.userId);
    // The receipt and the timeline in the buyer's language (French).
    expect(pdfText(Buffer.from(entries['deposit-receipt.pdf']))).toContain('Reçu de dépôt');
    const timeline = pdfText(Buffer.from(entries['timeline-fr-ca.pdf']));
    expect(timeline).toMatch(/Chronologie d.?audit .* événements Produit le .* par Sophie Gagnon/);
    expect(manifest.language).toBe('fr-ca');
    // The order summary: both contract versions, the refund of the second payment.
    const order = json(entries, 'order-summary.json');
    expect(order.contractVersions).toEqual(['contract-v1.pdf', 'contract-v2.pdf']);
    expect(order.refunds).toEqual([expect.objectContaining({ type: 'SurplusPaymentRefunded', amount: 25_000 })]);
    // The access activity: lock, deposit, signature, finalization (twice signed: both finalizations, the second without
    // a request of its own), with the buyer's device.
    // (In the store's order: the deposit, applied from Stripe's webhook, may come after the signature.)
    const activity = json(entries, 'access-activity.json') as { act: string; type: string; ip: string | null; device: string | null }[];
    expect(activity.map((a) => a.act).sort()).toEqual(['deposit', 'finalization', 'finalization', 'lock', 'signature']);
    expect([activity[0].act, activity.at(-2)!.act, activity.at(-1)!.act]).toEqual(['lock', 'finalization', 'finalization']);
    expect(activity.slice(0, -1).map((a) => a.device)).toEqual([DEVICE, DEVICE, DEVICE, DEVICE]);
    expect(activity.at(-1)).toMatchObject({ ip: null, device: null });
    const depositIp = activity.find((a) => a.act === 'deposit')!.ip;
    // evidence.json: Stripe's fields, the last signed contract as the signature, in French.
    const { disputes, evidence } = json(entries, 'evidence.json');
    expect(disputes).toHaveLength(1);
    expect(evidence).toMatchObject({
      customer_name: 'Marie Tremblay', customer_signature: 'contract-v2.pdf', receipt: 'deposit-receipt.pdf', uncategorized_file: 'timeline-fr-ca.pdf',
      customer_purchase_ip: depositIp, billing_address: expect.stringContaining('Montréal'),
    });
    expect(evidence.product_description).toContain('NIV');
    expect(evidence.access_activity_log).toContain('depuis l’adresse IP');
    expect(evidence.access_activity_log).toContain(DEVICE);
    // Stripe's records: the payments, the refund, the dispute.
    expect(json(entries, 'stripe-records.json').map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(['DepositPaid', 'SurplusPaymentReceived', 'SurplusPaymentRefunded', 'DisputeOpened']));
    // The manifest: every other file, its hash; the event range as the store still has it.
    expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(entries).filter((n) => n !== 'manifest.json').sort());
    for (const [name, hash] of Object.entries(manifest.files)) expect([name, sha256(entries[name])]).toEqual([name, hash]);
    expect(await verifyBundle(t.server.infra.store, entries)).toEqual([]);
  });

  it("fails loudly, naming it, when a later version of the contract cannot be opened", async () => {
    const stored = (await t.server.infra.store.readStream(subject)).filter((e) => e.type === 'ContractDocumentStored');
    const fileId = (stored[1].data as { contract: { fileId: string } }).contract.fileId;
    const elsewhere = randomUUID();
    await t.server.infra.db.updateTable('files.private_files').set({ file_id: elsewhere }).where('file_id', '=', fileId).execute();
    try {
      const { status, problem } = await bundle();
      expect({ status, code: problem.code }).toEqual({ status: 409, code: 'audit.bundle_incomplete' });
      expect(problem.detail ?? problem.message).toContain('contract-v2.pdf');
    } finally {
      await t.server.infra.db.updateTable('files.private_files').set({ file_id: fileId }).where('file_id', '=', elsewhere).execute();
    }
  });
});
