import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { endpointRegistry } from '../../apps/server/src/platform/http/endpoint';
import { completeFormSteps, payDeposit, startPurchase, startPurchaseServer, type PurchaseTestServer } from '../api/purchase/support';

/**
 * Issue #7: the upload corpus against every upload route. Non-images and look-alikes are refused (4xx, never 5xx);
 * what is accepted is only ever a clean re-encoding: no polyglot payload, no EXIF, no GPS.
 */
const fixtures = path.resolve(__dirname, '../api/purchase/fixtures');
const gpsJpeg = readFileSync(path.join(fixtures, 'gps.jpg'));

let t: PurchaseTestServer;
beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 12 });
});
afterAll(async () => {
  await t?.stop();
});

const UPLOAD_ROUTES = ['POST /customers/upload-driverslicence', 'POST /revieworder/upload-signature'];

it('knows every upload route of the API', () => {
  const uploads = endpointRegistry.filter((d) => /upload/i.test(d.route.path)).map((d) => `${d.route.method} ${d.route.path}`);
  expect(uploads.sort()).toEqual([...UPLOAD_ROUTES].sort());
});

it('refuses the hostile part of the corpus and re-encodes the rest, on every upload route', async () => {
  const { client } = await t.buyer();
  const { transactionId } = await startPurchase(client, t.vehicleIds[0]);
  const clean = await sharp({ create: { width: 600, height: 380, channels: 3, background: '#cde' } }).jpeg().toBuffer();
  await completeFormSteps(client, transactionId, clean);
  await payDeposit(client, transactionId);

  const png = await sharp(gpsJpeg).png().toBuffer();
  const hostile: [string, Buffer][] = [
    ['html named .jpg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['pdf named .png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj')],
    ['truncated jpeg', gpsJpeg.subarray(0, 300)],
    ['svg with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ];
  const send = (route: string, data: Buffer) => route.includes('signature')
    ? client.post('/revieworder/upload-signature', { body: { transactionId, signature: data.toString('base64') } })
    : client.post('/customers/upload-driverslicence', { body: { transactionId, side: 'back', data: data.toString('base64') } });

  for (const route of UPLOAD_ROUTES) {
    for (const [name, data] of hostile) {
      const res = await send(route, data);
      expect([route, name, res.status >= 400 && res.status < 500, typeof res.body?.code]).toEqual([route, name, true, 'string']);
    }
    const polyglot = Buffer.concat([route.includes('signature') ? png : gpsJpeg, Buffer.from('<?php system($_GET["c"]); ?>PK\x03\x04zip')]);
    for (const [name, data] of [['polyglot', polyglot], ['gps photo', route.includes('signature') ? png : gpsJpeg]] as const) {
      const res = await send(route, data);
      expect([route, name, res.status < 500]).toEqual([route, name, true]);
    }
  }
  // Whatever was stored is encrypted at rest and was re-encoded: the raw payloads never appear in the files table.
  const rows = await t.server.infra.db.selectFrom('files.private_files').select(['data']).execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    const bytes = r.data as Buffer;
    expect(bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(bytes.includes(Buffer.from('FixtureCam'))).toBe(false);
  }
});
