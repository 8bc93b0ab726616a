import { UserType } from '@marketplace/domain';
import iconv from 'iconv-lite';
import { InventoryImportPurgeTimer } from '../../../apps/server/src/modules/dealer/process/inventory-import-purge/inventory-import-purge.timer';
import { userOfType } from '../identity/support';
import { catalogServerForFile } from '../catalog/support';
import { pollUntil } from '../../support/poll';
import { advanceClock, fired } from '../../support/test-clock';
import { dealerOf as dealerOfCompany, IMPORT_HEADER, importFinished, importStatusOf, importVin } from './support';
import { expectProblem } from '../purchase/support';

/**
 * Notifications: dealer inventory feed imports (issue #14 item 5, ADR 0026). An uploaded CSV is a job: its rows are
 * validated one by one (line and column), the good ones become catalog vehicles, a bad one never stops the others,
 * and a dealer never sees another company's imports (404).
 */
const file = catalogServerForFile();

const dealerOf = (companyId: number) => dealerOfCompany(file.t, companyId);

it('a dealer imports a CSV: good rows become their vehicles, each bad row is an error on its line and column, the rest goes on', async () => {
  const dealer = await dealerOf(1);
  const csv = [
    IMPORT_HEADER,
    `${importVin(1)},new,1022,,12,5,1,38990.00`,
    `${importVin(2)},used,1022,2023,45000,5,1,"29 500"`,
    `${importVin(3)},new,424242,,12,5,1,30000`,
    `${importVin(4)},new,1022,,12,99,1,30000`,
    `${importVin(1)},new,1022,,12,5,1,30000`,
    `${importVin(5)},ne"w,1022,,12,5,1,30000`,
    `${importVin(6)},new,1022,12,5,1`,
    `2T3R1RFV1SW000000,new,1022,,12,5,1,30000`,
    `${importVin(7)},neuf,1022,,0,5,1,27500.5`,
  ].join('\r\n');
  const queued = await dealer.client.post('/notification/import-inventory', { body: { fileName: 'stock.csv', content: csv } });
  expect(queued.status).toBe(202);
  expect(queued.body).toMatchObject({ companyId: 1, fileName: 'stock.csv', status: 'queued', totalRows: 9, notificationStatus: 'unread' });
  const done = await importFinished(dealer.client, queued.body.importId);
  expect(done).toMatchObject({ status: 'done', totalRows: 9, processedRows: 9, importedRows: 3, errorRows: 6 });

  const errors = (await dealer.client.get('/notification/get-notifications-errors', { query: { importId: done.importId } })).body;
  expect(errors.items.map((e: any) => [e.line, e.column, e.code])).toEqual([
    [4, 'trimId', 'catalog.unknown_trim'], [5, 'exteriorColourId', 'catalog.unknown_colour'], [6, 'vin', 'catalog.vin_already_listed'],
    [7, 'condition', 'csv.stray_quote'], [8, null, 'csv.field_count'], [9, 'vin', 'catalog.invalid_vin'],
  ]);
  const sections = (await dealer.client.get('/notification/get-errors-sections', { query: { importId: done.importId } })).body.items;
  expect(sections).toEqual([{ section: 'file', count: 1 }, { section: 'vehicle', count: 4 }, { section: 'colours', count: 1 }, { section: 'price', count: 0 }]);
  const colours = (await dealer.client.get('/notification/get-notifications-errors', { query: { importId: done.importId, section: 'colours' } })).body;
  expect(colours).toMatchObject({ total: 1, items: [{ line: 5, column: 'exteriorColourId', section: 'colours' }] });

  await file.t.waitForProjections();
  for (const [n, price, condition] of [[1, 3_899_000, 'new'], [2, 2_950_000, 'used'], [7, 2_750_050, 'new']] as const) {
    const found = (await file.t.json(`/admin/vehicles?search=${importVin(n)}`, { session: file.staff })).body.items;
    expect(found).toEqual([expect.objectContaining({ companyId: 1, price: expect.any(Number) })]);
    const detail = (await file.t.json(`/catalog/vehicles/${found[0].id}`)).body;
    expect({ vehiclePrice: detail.price.vehiclePrice, condition: detail.condition, dealer: detail.dealer.companyId }).toEqual({ vehiclePrice: price, condition, dealer: 1 });
  }
});

it('another company\'s imports are 404 to a dealer; staff see every company and must name one to import for', async () => {
  const owner = await dealerOf(2);
  const { importId } = (await owner.client.post('/notification/import-inventory', { body: { fileName: 'a.csv', content: `${IMPORT_HEADER}\n${importVin(20)},new,1022,,1,5,1,30000` } })).body;
  await importFinished(owner.client, importId);
  const rival = await dealerOf(3);
  expectProblem(await importStatusOf(rival.client, importId), 404, 'dealer.import_not_found');
  expectProblem(await rival.client.get('/notification/get-notifications-errors', { query: { importId } }), 404, 'dealer.import_not_found');
  expectProblem(await rival.client.get('/notification/get-errors-sections', { query: { importId } }), 404, 'dealer.import_not_found');
  expectProblem(await rival.client.post('/notification/change-notification-status', { body: { importId, status: 'read' } }), 404, 'dealer.import_not_found');
  expect((await rival.client.get('/notification/get-notifications-imports-list')).body).toMatchObject({ items: [], total: 0 });
  expectProblem(await rival.client.get('/notification/get-notifications-imports-list', { query: { companyId: 2 } }), 404, 'dealer.company_not_found');
  expectProblem(await rival.client.post('/notification/import-inventory', { body: { companyId: 2, fileName: 'x.csv', content: IMPORT_HEADER } }), 404, 'dealer.company_not_found');

  const team = await userOfType(file.t.server, UserType.VehiclesTeam);
  expect((await team.client.get('/notification/get-notifications-imports-list')).body.items.map((i: any) => i.importId)).toContain(importId);
  expect((await importStatusOf(team.client, importId)).body).toMatchObject({ importId, companyId: 2, importedRows: 1 });
  expectProblem(await team.client.post('/notification/import-inventory', { body: { fileName: 'x.csv', content: IMPORT_HEADER } }), 400, 'dealer.company_required', 'body.companyId');
  expectProblem(await team.client.post('/notification/import-inventory', { body: { companyId: 99_999, fileName: 'x.csv', content: IMPORT_HEADER } }), 404, 'dealer.company_not_found');
  const customer = await userOfType(file.t.server, UserType.Regular);
  expect((await customer.client.get('/notification/get-notifications-types')).status).toBe(403);
  expect((await team.client.get('/notification/get-notifications-types')).body).toEqual({ items: [{ id: 1, key: 'inventory_import' }] });
});

it('imports a Quebec dealer\'s Excel export (semicolons, Windows-1252) with its accents intact, and says what it read (ADR 0068)', async () => {
  const dealer = await dealerOf(7);
  // As Excel writes "CSV (séparateur : point-virgule)" on a French Windows: one byte per accented letter, 21 500,00 $.
  const csv = [
    'vin;condition;trimId;year;kilometres;exteriorColourId;interiorColourId;price;Modèle;Version',
    `${importVin(700)};usagé;1022;2023;45 000;5;1;21 500,00 $;RAV4;Sélect`,
    `${importVin(701)};neuf;1022;;12;5;1;38 990,50 $;RAV4;Énergie`,
    `${importVin(702)};usagé;1022;2022;30 000;5;1;4600000;CX-5;Électrique`,
  ].join('\r\n');
  const bytes = iconv.encode(csv, 'windows-1252');
  expect(bytes.includes(Buffer.from('usagé', 'utf8'))).toBe(false); // really not UTF-8
  const queued = await dealer.client.post('/notification/import-inventory', { body: { fileName: 'inventaire.csv', contentBase64: bytes.toString('base64') } });
  expect(queued.status).toBe(202);
  expect(queued.body).toMatchObject({ totalRows: 3, encoding: 'windows-1252', separator: 'semicolon' });
  const done = await importFinished(dealer.client, queued.body.importId);
  expect(done).toMatchObject({ status: 'done', importedRows: 2, errorRows: 1, encoding: 'windows-1252', separator: 'semicolon' });
  const errors = (await dealer.client.get('/notification/get-notifications-errors', { query: { importId: done.importId } })).body.items;
  // The accented header names come back as written; the $4.6M price (cents in the dollars column, issue #45) is refused.
  expect(errors.map((e: any) => [e.line, e.column, e.code])).toEqual([
    [1, 'Modèle', 'csv.unknown_column'], [1, 'Version', 'csv.unknown_column'], [4, 'price', 'import.implausible_price'],
  ]);
  await file.t.waitForProjections();
  for (const [n, price, condition] of [[700, 2_150_000, 'used'], [701, 3_899_050, 'new']] as const) {
    const found = (await file.t.json(`/admin/vehicles?search=${importVin(n)}`, { session: file.staff })).body.items;
    const detail = (await file.t.json(`/catalog/vehicles/${found[0].id}`)).body;
    expect({ vehiclePrice: detail.price.vehiclePrice, condition: detail.condition }).toEqual({ vehiclePrice: price, condition });
  }
  expect((await file.t.json(`/admin/vehicles?search=${importVin(702)}`, { session: file.staff })).body.items).toEqual([]);
  const listed = (await dealer.client.get('/notification/get-notifications-imports-list')).body.items;
  expect(listed).toEqual([expect.objectContaining({ importId: done.importId, encoding: 'windows-1252', separator: 'semicolon' })]);
});

it('imports a tab-separated UTF-8 file with a byte-order mark; a malformed row is an error on its line and the next rows go on', async () => {
  const dealer = await dealerOf(8);
  const tsv = [
    IMPORT_HEADER.replace(/,/g, '\t'),
    `${importVin(800)}\tused\t1022\t2021\t60000\t5\t1\t18900`,
    `${importVin(801)}\tused\t1022\t2021\t"6"0000\t5\t1\t18900`,
    `${importVin(802)}\tnew\t1022\t\t10\t5\t1\t41250.99`,
  ].join('\n');
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(tsv, 'utf8')]);
  const queued = await dealer.client.post('/notification/import-inventory', { body: { fileName: 'stock.tsv', contentBase64: bytes.toString('base64') } });
  expect(queued.body).toMatchObject({ encoding: 'utf-8-bom', separator: 'tab', totalRows: 3 });
  const done = await importFinished(dealer.client, queued.body.importId);
  expect(done).toMatchObject({ status: 'done', importedRows: 2, errorRows: 1 });
  const errors = (await dealer.client.get('/notification/get-notifications-errors', { query: { importId: done.importId } })).body.items;
  expect(errors.map((e: any) => [e.line, e.column, e.code])).toEqual([[3, 'kilometres', 'csv.text_after_quote']]);

  // Text sent as text is UTF-8 (JSON is); content and contentBase64 together are refused on the field.
  const text = await dealer.client.post('/notification/import-inventory', { body: { fileName: 'a.csv', content: `${IMPORT_HEADER}\n${importVin(803)},new,1022,,1,5,1,30000` } });
  expect(text.body).toMatchObject({ encoding: 'utf-8', separator: 'comma' });
  expectProblem(await dealer.client.post('/notification/import-inventory', { body: { fileName: 'a.csv', content: 'x', contentBase64: 'eA==' } }),
    400, 'validation.invalid_input', 'body.content');
});

it('a malformed file fails with line-1 errors, never a 500; notifications are marked read and archived', async () => {
  const admin = await userOfType(file.t.server, UserType.Admin);
  const bad = await admin.client.post('/notification/import-inventory', { body: { companyId: 4, fileName: 'bad.csv', content: 'vin;condition;price\n"unclosed' } });
  expect(bad.status).toBe(202);
  const failed = await importFinished(admin.client, bad.body.importId);
  expect(failed).toMatchObject({ status: 'failed', importedRows: 0 });
  const errors = (await admin.client.get('/notification/get-notifications-errors', { query: { importId: failed.importId } })).body.items;
  expect(errors[0]).toMatchObject({ line: 1, section: expect.any(String) });

  const before = (await admin.client.get('/notification/get-notifications', { query: { companyId: 4 } })).body;
  expect(before).toMatchObject({ total: 1, unread: 1 });
  expect((await admin.client.post('/notification/change-notification-status', { body: { importId: failed.importId, status: 'read' } })).body)
    .toEqual({ Status: 1, importId: failed.importId, notificationStatus: 'read' });
  expect((await admin.client.get('/notification/get-notifications', { query: { companyId: 4 } })).body).toMatchObject({ total: 1, unread: 0 });
  await admin.client.post('/notification/change-notification-status', { body: { importId: failed.importId, status: 'archived' } });
  expect((await admin.client.get('/notification/get-notifications', { query: { companyId: 4, status: 'unread' } })).body.items).toEqual([]);
  expectProblem(await admin.client.post('/notification/change-notification-status', { body: { importId: failed.importId, status: 'gone' } }), 400, 'validation.invalid_input', 'body.status');
});

it('imports a 10,000-row file, a bad row every 1,000 not stopping the others, with its progress readable while it runs', async () => {
  const dealer = await dealerOf(5);
  const lines = Array.from({ length: 10_000 }, (_, i) => (i % 1_000 === 999 ? `${importVin(100_000 + i)},new,1022,,12,5,1,free` : `${importVin(100_000 + i)},used,1022,2022,${i},5,1,25000`));
  const queued = await dealer.client.post('/notification/import-inventory', { body: { fileName: 'big.csv', content: [IMPORT_HEADER, ...lines].join('\n') } });
  expect(queued.status).toBe(202);
  const seen = new Set<number>();
  const done = await pollUntil(async () => {
    const { body } = await importStatusOf(dealer.client, queued.body.importId);
    seen.add(body.processedRows);
    return body.status === 'done' ? body : null;
  }, 60_000, { everyMs: 100 });
  expect(done).toMatchObject({ totalRows: 10_000, processedRows: 10_000, importedRows: 9_990, errorRows: 10 });
  expect(Math.max(...seen)).toBe(10_000);
  const errors = (await dealer.client.get('/notification/get-notifications-errors', { query: { importId: done.importId, section: 'price' } })).body;
  expect(errors.items.map((e: any) => e.line)).toEqual([1_001, 2_001, 3_001, 4_001, 5_001, 6_001, 7_001, 8_001, 9_001, 10_001]);
}, 90_000);

it('purges an import\'s file and errors after the retention (the test clock), keeping its summary, marked purged', async () => {
  const admin = await userOfType(file.t.server, UserType.Admin);
  const csv = [IMPORT_HEADER, `${importVin(50)},new,1022,,12,5,1,30000`, `${importVin(51)},new,424242,,12,5,1,30000`].join('\n');
  const { importId } = (await admin.client.post('/notification/import-inventory', { body: { companyId: 6, fileName: 'old.csv', content: csv } })).body;
  const done = await importFinished(admin.client, importId);
  expect(done).toMatchObject({ status: 'done', importedRows: 1, errorRows: 1, purgedAt: null });
  const db = file.t.server.infra.db;
  const stored = () => db.selectFrom('dealer.inventory_imports').select(['content', 'finished_at', 'purged_at']).where('import_id', '=', importId).executeTakeFirstOrThrow();
  const purge = () => db.selectFrom('platform.deadlines').select([(eb) => eb.cast<number>('version', 'integer').as('version'), 'due_at', 'fired_at', 'payload'])
    .where('kind', '=', 'dealer.inventory-import-purge').where('key', '=', importId).executeTakeFirstOrThrow();
  const { finished_at: finishedAt } = await stored();
  const retentionEnd = new Date(finishedAt).getTime() + 30 * 86_400_000;
  // Scheduled when the import finished, 30 days (INVENTORY_IMPORT_RETENTION_DAYS' default) later, keyed by the import.
  const scheduled = await purge();
  expect(scheduled).toMatchObject({ version: 1, due_at: new Date(retentionEnd), fired_at: null });
  const errorsOf = async (client: typeof admin.client) => (await client.get('/notification/get-notifications-errors', { query: { importId } })).body;

  // 29 days later (the environment's clock, ADR 0082), nothing is due. Woken early anyway (a replayed job, the retention
  // grown since): nothing is purged, the purge waits for its day.
  await advanceClock(file.t.server, { by: '29d' });
  await file.t.server.app.get(InventoryImportPurgeTimer, { strict: false })
    .fire({ kind: 'dealer.inventory-import-purge', key: importId, version: 1, dueAt: new Date(retentionEnd), payload: scheduled.payload as Record<string, unknown> });
  expect(await purge()).toMatchObject({ version: 2, due_at: new Date(retentionEnd), fired_at: null });
  expect(await errorsOf(admin.client)).toMatchObject({ total: 1, items: [{ line: 3, column: 'trimId' }] });
  expect((await stored()).content).toBe(csv);

  // Past the retention: the purge fires at its time; the file and the errors go, the summary stays, with when.
  const reached = await advanceClock(file.t.server, { to: new Date(retentionEnd + 60_000) });
  expect(fired(reached, 'dealer.inventory-import-purge', importId)).toBe(true);
  // Purged at its time: the clock was set to the deadline's (plus the moments the firing took).
  const { content, purged_at: purgedAt } = await stored();
  expect(content).toBeNull();
  expect(new Date(purgedAt).getTime() - retentionEnd).toBeGreaterThanOrEqual(0);
  expect(new Date(purgedAt).getTime() - retentionEnd).toBeLessThan(60_000);
  // A month on, the sessions of then have ended (SESSION_DAYS, 30): staff sign in again.
  const admin2 = await userOfType(file.t.server, UserType.Admin);
  const staff = (await userOfType(file.t.server, UserType.VehiclesTeam)).client.token!;
  expect(await errorsOf(admin2.client)).toEqual({ importId, total: 0, items: [] });
  const sections = (await admin2.client.get('/notification/get-errors-sections', { query: { importId } })).body.items;
  expect(sections.every((x: { count: number }) => x.count === 0)).toBe(true);
  const summary = { importId, companyId: 6, fileName: 'old.csv', status: 'done', totalRows: 2, processedRows: 2, importedRows: 1, errorRows: 1, purgedAt: new Date(purgedAt).toISOString() };
  expect((await importStatusOf(admin2.client, importId)).body).toMatchObject(summary);
  expect((await admin2.client.get('/notification/get-notifications-imports-list', { query: { companyId: 6 } })).body.items)
    .toEqual([expect.objectContaining(summary)]);
  // The vehicle it listed stays listed: only the import's own copy of the file is gone.
  await file.t.waitForProjections();
  const found = (await file.t.json(`/admin/vehicles?search=${importVin(50)}`, { session: staff })).body.items;
  expect(found).toHaveLength(1);
});
