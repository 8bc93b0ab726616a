import { randomUUID } from 'node:crypto';
import { disputeStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { unzipSync } from 'fflate';
import Stripe from 'stripe';
import { verifyBundle, type BundleManifest } from '../../../apps/server/src/modules/audit/audit.public';
import { WEBHOOK_PATH } from '../../../apps/server/src/platform/payments/webhook-endpoints';
import { userOfType } from '../identity/support';
import type { Client } from '../../support/http-client';
import { pdfText } from '../../support/pdf-text';
import { pollUntil } from '../../support/poll';
import {
  completeFormSteps, expectProblem, GPS_PHOTO, payDeposit, signContract, startPurchase, startPurchaseServer, type PurchaseTestServer,
} from '../purchase/support';

/**
 * Issue #46 items 1 and 2: a card dispute as a case on the purchase's timeline (Stripe's webhooks, signed, idempotent,
 * out-of-order safe; a dispute for an unknown charge kept for review), its evidence reviewed, saved and submitted
 * through the payments port to the Stripe stand-in, and the complete bundle.
 */
let t: PurchaseTestServer;
let admin: { client: Client; userId: string };
let buyer: { client: Client; userId: string; email: string };
let transactionId: string;
let subject: string;
let paymentIntentId: string;
let disputeId: string;

/** The buyer's browser, and a forwarded address no trusted proxy set (the test server trusts none, as outside production). */
const BUYER_DEVICE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FORGED_FORWARD = '203.0.113.9';
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 2 });
  admin = await userOfType(t.server, UserType.Admin, { firstName: 'Alain', lastName: 'Roy' });
  buyer = await t.buyer();
  buyer.client.useHeaders({ 'user-agent': BUYER_DEVICE, 'x-forwarded-for': FORGED_FORWARD });
  ({ transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]));
  await completeFormSteps(buyer.client, transactionId, GPS_PHOTO);
  ({ intent: { paymentIntentId } } = await payDeposit(buyer.client, transactionId));
  await signContract(buyer.client, transactionId);
  subject = transactionStreamId(transactionId);
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const disputeEvents = async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).map((e) => e.type);

/** Posts a Stripe event to the deposits endpoint, signed with its secret (or another), as Stripe would. */
async function deliver(event: Record<string, unknown>, secret?: string) {
  const payload = JSON.stringify(event);
  const signingSecret = secret ?? (await t.server.standIn.webhookSecrets()).deposits;
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret });
  const res = await fetch(`${t.server.url}${WEBHOOK_PATH}`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  return { status: res.status, body: await res.json() };
}

const disputeEvent = (id: string, type: string, created: number, dispute: Record<string, unknown>) => ({
  id, object: 'event', type, created, api_version: '2025-08-27.basil', livemode: false, data: { object: { object: 'dispute', ...dispute } },
});

const bundleOf = async (lang = 'en-ca') => {
  const res = await fetch(`${t.server.url}/api/audit/subjects/${subject}/bundle?lang=${lang}`, { headers: { cookie: admin.client.cookieHeader() } });
  const body = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, problem: JSON.parse(Buffer.from(body).toString('utf8')), entries: {} as Record<string, Uint8Array> };
  return { status: 200, problem: null, entries: unzipSync(body) };
};

describe('card disputes: a case opened by Stripe, evidence submitted from the console', () => {
  it('refuses the bundle, the case and a submission for a purchase without a dispute', async () => {
    const bundle = await bundleOf();
    expectProblem({ status: bundle.status, body: bundle.problem }, 409, 'audit.no_dispute');
    expectProblem(await admin.client.get(`/audit/subjects/${subject}/disputes`), 409, 'audit.no_dispute');
    expectProblem(await admin.client.post(`/audit/subjects/${subject}/disputes/du_none/submit`, { body: { evidence: {} } }), 409, 'audit.no_dispute');
  });

  it('gives 403 to types 8, 9, 17, 18 and 20 on every dispute route', async () => {
    for (const type of [UserType.Regular, UserType.Dealer, UserType.RegularAlt, UserType.TeamMember, UserType.VehiclesTeam]) {
      const other = await userOfType(t.server, type);
      expect((await other.client.get(`/audit/subjects/${subject}/disputes`)).status).toBe(403);
      expect((await other.client.request('PUT', `/audit/subjects/${subject}/disputes/du_x/evidence`, { body: { evidence: {} } })).status).toBe(403);
      expect((await other.client.post(`/audit/subjects/${subject}/disputes/du_x/submit`, { body: { evidence: {} } })).status).toBe(403);
      expect((await other.client.get(`/audit/subjects/${subject}/bundle`)).status).toBe(403);
    }
  });

  it('opens the case from the signed webhook, with its reason, amount and due date, and schedules the reminder', async () => {
    const dispute = await t.server.standIn.dispute(paymentIntentId, 'fraudulent');
    disputeId = dispute.id;
    await t.server.standIn.drain();
    await pollUntil(async () => (await disputeEvents()).includes('DisputeOpened'));
    const [opened] = await t.server.infra.store.readStream(disputeStreamId(transactionId));
    expect(opened.data).toMatchObject({
      transactionId, disputeId, reason: 'fraudulent', amount: dispute.amount, status: 'needs_response',
      evidenceDueBy: new Date(dispute.evidence_details.due_by * 1000).toISOString(),
    });
    await t.waitForProjections();
    const reminder = await t.server.infra.db.selectFrom('platform.deadlines').selectAll().where('kind', '=', 'audit.dispute-reminder').where('key', '=', `${transactionId}/${disputeId}`).executeTakeFirst();
    expect(reminder && new Date(reminder.due_at as Date).getTime()).toBe(dispute.evidence_details.due_by * 1000 - 48 * 3_600_000);
  });

  it('changes nothing for a forged, a replayed or an out-of-order dispute webhook', async () => {
    const before = await disputeEvents();
    const facts = { id: disputeId, payment_intent: paymentIntentId, charge: 'ch_x', amount: 25_000, currency: 'cad', reason: 'fraudulent', evidence_details: { due_by: 2_000_000_000 } };
    const forged = await deliver(disputeEvent('evt_forged', 'charge.dispute.closed', Math.floor(Date.now() / 1000), { ...facts, status: 'lost' }), 'whsec_not_the_secret');
    expectProblem(forged, 400, 'payments.invalid_signature');
    // An event older than the case's last (Stripe does not keep the order): won before it opened changes nothing.
    const late = await deliver(disputeEvent('evt_late_update', 'charge.dispute.updated', 1_000_000_000, { ...facts, status: 'under_review' }));
    expect(late).toEqual({ status: 200, body: { received: true, applied: false } });
    const created = await deliver(disputeEvent('evt_late_created', 'charge.dispute.created', Math.floor(Date.now() / 1000), { ...facts, status: 'needs_response' }));
    expect(created.body.applied).toBe(false);
    const replayed = await deliver(disputeEvent('evt_late_update', 'charge.dispute.updated', Math.floor(Date.now() / 1000), { ...facts, status: 'won' }));
    expect(replayed.body.applied).toBe(false);
    expect(await disputeEvents()).toEqual(before);
  });

  it('keeps a dispute for an unknown charge for review instead of dropping it', async () => {
    const res = await deliver(disputeEvent('evt_unknown_charge', 'charge.dispute.created', Math.floor(Date.now() / 1000), {
      id: 'du_unknown_charge', payment_intent: 'pi_nobody_knows', charge: 'ch_nobody', amount: 9_900, currency: 'cad', reason: 'general', status: 'needs_response',
    }));
    expect(res).toEqual({ status: 200, body: { received: true, applied: true } });
    const row = await t.server.infra.db.selectFrom('audit.disputes_for_review').selectAll().where('dispute_id', '=', 'du_unknown_charge').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_intent_id: 'pi_nobody_knows', charge_id: 'ch_nobody', reason: 'general', status: 'needs_response', last_event_id: 'evt_unknown_charge' });
  });

  it('pre-fills the evidence from the events in Stripe field names, and saves support\'s edits', async () => {
    const res = await admin.client.get(`/audit/subjects/${subject}/disputes`);
    expect(res.status).toBe(200);
    const [d] = res.body.disputes;
    expect(d).toMatchObject({ disputeId, status: 'needs_response', prefilled: true });
    expect(d.evidence.customer_email_address).toBe(buyer.email);
    expect(d.evidence.customer_name).toMatch(/\S+ \S+/);
    expect(d.evidence.billing_address).toContain('QC');
    expect(d.evidence.product_description).toContain('VIN');
    expect(d.evidence.access_activity_log).toContain('DepositPaid');
    expect(d.evidence.access_activity_log).toContain(BUYER_DEVICE);
    expect(LOOPBACK).toContain(d.evidence.customer_purchase_ip);
    expect(d.files).toEqual([
      { field: 'customer_signature', name: 'contract-v1.pdf' }, { field: 'receipt', name: 'deposit-receipt.pdf' }, { field: 'uncategorized_file', name: 'timeline-en-ca.pdf' },
    ]);
    expectProblem(await admin.client.request('PUT', `/audit/subjects/${subject}/disputes/${disputeId}/evidence`, { body: { evidence: { shoe_size: '9' } } }), 400, 'audit.evidence_field_unknown');
    const saved = await admin.client.request('PUT', `/audit/subjects/${subject}/disputes/${disputeId}/evidence`, {
      body: { evidence: { ...d.evidence, uncategorized_text: 'The buyer signed the contract and took delivery.' } },
    });
    expect(saved.status).toBe(200);
    const again = (await admin.client.get(`/audit/subjects/${subject}/disputes`)).body.disputes[0];
    expect(again).toMatchObject({ prefilled: false, evidence: { uncategorized_text: 'The buyer signed the contract and took delivery.' } });
  });

  it('bundles the signed contract, the receipt and evidence.json, every manifest hash matching the files and the store', async () => {
    const { status, entries } = await bundleOf('fr-ca');
    expect(status).toBe(200);
    expect(Object.keys(entries)).toEqual(expect.arrayContaining([
      'events.jsonl', 'timeline-fr-ca.pdf', 'contract-v1.pdf', 'signature-v1.png', 'deposit-receipt.pdf', 'order-summary.json', 'access-activity.json',
      'stripe-records.json', 'evidence.json', 'manifest.json',
    ]));
    expect(Buffer.from(entries['contract-v1.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(entries['deposit-receipt.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    const evidence = JSON.parse(Buffer.from(entries['evidence.json']).toString('utf8'));
    expect(evidence.disputes).toEqual([disputeId]);
    expect(evidence.evidence).toMatchObject({
      customer_email_address: buyer.email, customer_signature: 'contract-v1.pdf', receipt: 'deposit-receipt.pdf', uncategorized_file: 'timeline-fr-ca.pdf',
    });
    expect(evidence.evidence.product_description).toContain('NIV');
    const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest;
    expect(manifest.language).toBe('fr-ca');
    expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(entries).filter((n) => n !== 'manifest.json').sort());
    expect(await verifyBundle(t.server.infra.store, entries)).toEqual([]);
    const records = JSON.parse(Buffer.from(entries['stripe-records.json']).toString('utf8')) as { type: string }[];
    expect(records.map((r) => r.type)).toEqual(expect.arrayContaining(['DepositPaid', 'DisputeOpened', 'DisputeEvidenceSaved']));
  });

  it('records the address and device of the lock, the deposit, the signature and the finalization, sealed, and bundles them', async () => {
    const { entries } = await bundleOf('en-ca');
    const activity = JSON.parse(Buffer.from(entries['access-activity.json']).toString('utf8')) as { act: string; type: string; ip: string | null; device: string | null; actor: string; impersonatedBy: string | null }[];
    // In the events' order; the signature may come before the deposit's webhook (the pad does not wait for it).
    expect(activity.map((a) => [a.act, a.type]).sort()).toEqual([
      ['deposit', 'DepositPaid'], ['finalization', 'ContractSigned'], ['lock', 'VehicleLocked'], ['signature', 'SignatureUploaded'],
    ]);
    expect(activity[0].act).toBe('lock');
    expect(activity.at(-1)!.act).toBe('finalization');
    const ipOf = (act: string) => activity.find((a) => a.act === act)!.ip;
    for (const a of activity) {
      // The client's own address (X-Forwarded-For counts only from a trusted proxy, ADR 0044), and its browser.
      expect({ act: a.act, loopback: LOOPBACK.includes(a.ip ?? ''), device: a.device, actor: a.actor, impersonatedBy: a.impersonatedBy })
        .toEqual({ act: a.act, loopback: true, device: BUYER_DEVICE, actor: buyer.userId, impersonatedBy: null });
    }
    const evidence = JSON.parse(Buffer.from(entries['evidence.json']).toString('utf8')).evidence;
    expect(evidence.customer_purchase_ip).toBe(ipOf('deposit'));
    expect(evidence.access_activity_log.split('\n')).toHaveLength(4);
    expect(evidence.access_activity_log).toContain(`from IP ${ipOf('finalization')}`);
    const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest;
    expect(manifest.notes.filter((n) => /IP address/.test(n))).toEqual([]);
    // At rest, the address and the device are sealed with the buyer's key (personal data, shredded with them).
    const rows = await t.server.infra.db.selectFrom('purchase.access_activity').select(['act', 'client']).where('user_id', '=', buyer.userId).execute();
    expect(rows.map((r) => r.act).sort()).toEqual(['deposit', 'deposit', 'finalization', 'lock', 'signature']);
    for (const r of rows) {
      expect(r.client).toMatch(/^pv1\./);
      expect(r.client).not.toContain('iPhone');
    }
  });

  it('takes the timeline PDF in the buyer\'s language unless another is asked', async () => {
    const res = await fetch(`${t.server.url}/api/audit/subjects/${subject}/bundle`, { headers: { cookie: admin.client.cookieHeader() } });
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries).filter((n) => n.startsWith('timeline-'))).toEqual(['timeline-en-ca.pdf']);
    // Its lines are the console's sentences in English, not the events' type names (ADR 0090).
    const timeline = pdfText(Buffer.from(entries['timeline-en-ca.pdf']));
    expect(timeline).toMatch(/paid the \$[\d,]+\.\d\d deposit with a Visa ending 4242/);
    expect(timeline).toMatch(/The card.s issuer disputed \$[\d,]+\.\d\d/);
    expect(timeline).not.toMatch(/DepositPaid|DisputeOpened|ContractSigned/);
  });

  it('still takes the old en/fr links', async () => {
    const { status, entries } = await bundleOf('en');
    expect(status).toBe(200);
    expect(Object.keys(entries)).toContain('timeline-en-ca.pdf');
  });

  it.each([
    // The signed contract's PDF is named by the order-finalization process's record of it (ADR 0091).
    ['the signed contract', 'ContractDocumentStored', 'contract-v1.pdf'],
    ['the signature', 'SignatureUploaded', 'signature-v1.png'],
    ['a licence image', 'DriversLicenseUploaded', 'licence-'],
  ])('fails loudly, naming it, when %s the events name cannot be found', async (_what, type, name) => {
    const events = await t.server.infra.store.readStream(subject);
    const named = events.filter((e) => e.type === type).map((e) => ((e.data as { contract?: { fileId: string }; file?: { fileId: string } }).contract ?? (e.data as { file: { fileId: string } }).file).fileId);
    expect(named.length).toBeGreaterThan(0);
    const db = t.server.infra.db;
    const elsewhere = randomUUID();
    await db.updateTable('files.private_files').set({ file_id: elsewhere }).where('file_id', '=', named[0]).execute();
    try {
      // A licence image is read only for a requester who unsealed the subject for a reason.
      if (type === 'DriversLicenseUploaded') {
        const revealer = await userOfType(t.server, UserType.SuperAdmin);
        expect((await revealer.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'Card dispute evidence review' } })).status).toBe(200);
        const res = await fetch(`${t.server.url}/api/audit/subjects/${subject}/bundle?lang=en-ca`, { headers: { cookie: revealer.client.cookieHeader() } });
        const problem = await res.json();
        expect({ status: res.status, code: problem.code }).toEqual({ status: 409, code: 'audit.bundle_incomplete' });
        expect(problem.detail ?? problem.message).toContain(name);
        return;
      }
      const { status, problem } = await bundleOf();
      expect({ status, code: problem.code }).toEqual({ status: 409, code: 'audit.bundle_incomplete' });
      expect(problem.detail ?? problem.message).toContain(name);
    } finally {
      await db.updateTable('files.private_files').set({ file_id: named[0] }).where('file_id', '=', elsewhere).execute();
    }
  });

  it('submits the evidence through the payments port: Stripe receives the text, the contract and the receipt; the timeline shows it', async () => {
    const { entries } = await bundleOf();
    const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest;
    const d = (await admin.client.get(`/audit/subjects/${subject}/disputes`)).body.disputes[0];
    const res = await admin.client.post(`/audit/subjects/${subject}/disputes/${disputeId}/submit`, { body: { evidence: d.evidence } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('under_review');
    const atStripe = await t.server.standIn.stripe.disputes.retrieve(disputeId);
    expect(atStripe.evidence).toMatchObject({ customer_email_address: buyer.email, uncategorized_text: 'The buyer signed the contract and took delivery.' });
    expect(atStripe.evidence_details.submission_count).toBe(1);
    const contract = await t.server.standIn.fileContents(String(atStripe.evidence.customer_signature));
    const receipt = await t.server.standIn.fileContents(String(atStripe.evidence.receipt));
    // The stored contract is the bundle's; the receipt is drawn for each bundle: the case records what was sent.
    expect(contract.sha256).toBe(manifest.files['contract-v1.pdf']);
    expect(receipt.size).toBeGreaterThan(1000);
    expect((await t.server.standIn.stripe.files.retrieve(String(atStripe.evidence.customer_signature))).purpose).toBe('dispute_evidence');
    const timeline = await admin.client.get(`/audit/subjects/${subject}/timeline`, { query: { stream: disputeStreamId(transactionId) } });
    expect(timeline.status).toBe(200);
    expect(timeline.body.rows.map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(['DisputeOpened', 'DisputeEvidenceSaved', 'DisputeEvidenceSubmitted']));
    // Each event once: the dispute stream names the purchase, and is read as its case stream only, not as a record too.
    const all = await admin.client.get(`/audit/subjects/${subject}/timeline`);
    const keys = all.body.rows.filter((r: { source: string }) => r.source === 'event').map((r: { streamId: string; streamVersion: number }) => `${r.streamId}#${r.streamVersion}`);
    expect(keys.filter((k: string) => k.startsWith(disputeStreamId(transactionId))).length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    // Submitted once: a second submission is refused, and Stripe's update webhook changes nothing more.
    expectProblem(await admin.client.post(`/audit/subjects/${subject}/disputes/${disputeId}/submit`, { body: { evidence: d.evidence } }), 409, 'audit.dispute_not_open');
    await t.server.standIn.drain();
    const submitted = (await t.server.infra.store.readStream(disputeStreamId(transactionId))).find((e) => e.type === 'DisputeEvidenceSubmitted')!;
    const sent = (submitted.data as { files: Record<string, { sha256: string; stripeFileId: string }> }).files;
    expect(sent.customer_signature).toEqual({ stripeFileId: atStripe.evidence.customer_signature, name: 'contract-v1.pdf', sha256: contract.sha256 });
    expect(sent.receipt).toEqual({ stripeFileId: atStripe.evidence.receipt, name: 'deposit-receipt.pdf', sha256: receipt.sha256 });
  });
});
