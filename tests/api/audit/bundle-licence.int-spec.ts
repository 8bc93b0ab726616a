import { disputeStreamId, transactionStreamId, UserType } from '@marketplace/domain';
import { unzipSync } from 'fflate';
import { LICENCE_NOTES, verifyBundle, type BundleManifest } from '../../../apps/server/src/modules/audit/audit.public';
import { userOfType } from '../identity/support';
import { type Client } from '../../support/http-client';
import { completeFormSteps, eventually, payDeposit, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../purchase/support';

/** Issue 15 item 7: licence images go into a dispute bundle only for a requester who unsealed the subject for a reason. */
let t: PurchaseTestServer;
let superAdmin: { client: Client; userId: string };
let admin: { client: Client; userId: string };
let subject: string;
// A tiny valid PNG (1×1): the upload checks the image type.
const IMAGE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 1 });
  superAdmin = await userOfType(t.server, UserType.SuperAdmin, { firstName: 'Sophie', lastName: 'Gagnon' });
  admin = await userOfType(t.server, UserType.Admin, { firstName: 'Alain', lastName: 'Roy' });
  const buyer = await t.buyer();
  const { transactionId } = await startPurchase(buyer.client, t.vehicleIds[0]);
  await completeFormSteps(buyer.client, transactionId, IMAGE);
  // A bundle is of a disputed purchase (issue #46): the deposit paid, then disputed by the card's issuer.
  const { intent } = await payDeposit(buyer.client, transactionId);
  await t.server.standIn.dispute(intent.paymentIntentId);
  await eventually(async () => (await t.server.infra.store.readStream(disputeStreamId(transactionId))).length > 0);
  subject = transactionStreamId(transactionId);
  await t.waitForProjections();
});
afterAll(() => t?.stop());

const bundleOf = async (client: Client) => {
  const res = await fetch(`${t.server.url}/api/audit/subjects/${subject}/bundle?lang=en-ca`, {
    headers: { cookie: client.cookieHeader() },
  });
  expect(res.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(await verifyBundle(t.server.infra.store, entries)).toEqual([]);
  return { entries, manifest: JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest };
};
const licenceFiles = (entries: Record<string, Uint8Array>) => Object.keys(entries).filter((n) => n.startsWith('licence-')).sort();

describe('dispute bundle: licence images', () => {
  it('omits them, with a manifest note, when the requester did not unseal the subject', async () => {
    const { entries, manifest } = await bundleOf(superAdmin.client);
    expect(licenceFiles(entries)).toEqual([]);
    // Every key act of this purchase has its address (ADR 0087): the only note is the licence's.
    expect(manifest.notes).toEqual([LICENCE_NOTES.notRevealed]);
  });

  it('includes both sides, hashed in the manifest, with the reason they were unsealed for, once the requester unsealed the subject; only for them', async () => {
    const reveal = await superAdmin.client.post(`/audit/subjects/${subject}/reveal`, { body: { reason: 'Chargeback dispute #4411' } });
    expect(reveal.status).toBe(200);
    const { entries, manifest } = await bundleOf(superAdmin.client);
    // The upload stores the image re-encoded as JPEG (metadata stripped): the bundle holds the stored file.
    expect(licenceFiles(entries)).toEqual(['licence-back.jpg', 'licence-front.jpg']);
    expect([...entries['licence-front.jpg'].subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(['licence-back.jpg', 'licence-front.jpg']));
    expect(manifest.notes).toEqual([expect.stringContaining('for the reason "Chargeback dispute #4411"')]);
    expect(manifest.notes[0]).toContain(superAdmin.userId);
    // The reveal itself is in the bundle's events, on the subject's access log.
    const events = Buffer.from(entries['events.jsonl']).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: { reason?: string } });
    expect(events.filter((e) => e.type === 'audit.personal-data-revealed').map((e) => e.data.reason)).toEqual(['Chargeback dispute #4411']);
    // Another staff member's bundle: they did not unseal it.
    const other = await bundleOf(admin.client);
    expect(licenceFiles(other.entries)).toEqual([]);
    expect(other.manifest.notes).toEqual([LICENCE_NOTES.notRevealed]);
  });
});
