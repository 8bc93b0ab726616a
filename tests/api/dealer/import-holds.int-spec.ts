import { UserType } from '@marketplace/domain';
import { userOfType } from '../identity/support';
import { catalogServerForFile } from '../catalog/support';
import { dealerOf as dealerOfCompany, type DealerClient, IMPORT_HEADER, importFinished, importVin } from './support';
import { expectProblem } from '../purchase/support';

/**
 * Imports that cannot publish nonsense (issue #45 item 8, ADR 0076): an implausible row (price outside the trim's
 * band, impossible kilometres, a VIN another company lists) is held for review, not listed, until its dealer confirms it.
 */
const file = catalogServerForFile();

const dealerOf = (companyId: number) => dealerOfCompany(file.t, companyId);
async function imported(client: DealerClient, lines: string[]) {
  const queued = await client.post('/notification/import-inventory', { body: { fileName: 'stock.csv', content: [IMPORT_HEADER, ...lines].join('\n') } });
  expect(queued.status).toBe(202);
  return importFinished(client, queued.body.importId);
}
/** The vehicles the catalogue shows for a VIN (the staff search of every listing, whatever its status). */
async function listed(n: number) {
  await file.t.waitForProjections();
  return (await file.t.json(`/admin/vehicles?search=${importVin(n)}`, { session: file.staff })).body.items;
}

it('holds a row with its price 10x the MSRP (a slipped decimal) and one with impossible kilometres; the others are listed; confirming lists it', async () => {
  const dealer = await dealerOf(1);
  // Trim 1022 (2025 RAV4 XLE AWD): MSRP $38,990, so $116,970 is the most a row may ask without review.
  const done = await imported(dealer.client, [
    `${importVin(1)},new,1022,,12,5,1,38990.00`,
    `${importVin(2)},used,1022,2025,1200,5,1,389900`,
    `${importVin(3)},used,1022,2023,45000,5,1,29500`,
    `${importVin(4)},used,1022,2025,900000,5,1,31000`,
  ]);
  expect(done).toMatchObject({ status: 'done', totalRows: 4, processedRows: 4, importedRows: 2, errorRows: 0, heldRows: 2 });
  const holds = (await dealer.client.get('/notification/get-import-holds', { query: { importId: done.importId } })).body;
  expect(holds.items).toEqual([
    { line: 3, vin: importVin(2), trimId: 1022, year: 2025, kilometres: 1200, price: 38_990_000, reasons: ['price_above_band'], status: 'held', refusalCode: null, replacedBy: null },
    { line: 5, vin: importVin(4), trimId: 1022, year: 2025, kilometres: 900_000, price: 3_100_000, reasons: ['impossible_kilometres'], status: 'held', refusalCode: null, replacedBy: null },
  ]);
  expect(await listed(2)).toEqual([]);
  expect(await listed(4)).toEqual([]);
  expect(await listed(1)).toHaveLength(1);
  expect(await listed(3)).toHaveLength(1);

  const confirmed = await dealer.client.post('/notification/confirm-import-holds', { body: { importId: done.importId, lines: [3] } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.items.map((h: any) => [h.line, h.status])).toEqual([[3, 'published'], [5, 'held']]);
  const [vehicle] = await listed(2);
  expect(vehicle).toMatchObject({ companyId: 1 });
  expect((await file.t.json(`/catalog/vehicles/${vehicle.id}`)).body.price.vehiclePrice).toBe(38_990_000);
  expect(await listed(4)).toEqual([]);
  const after = (await dealer.client.get('/notification/get-notifications-import-status', { query: { importId: done.importId } })).body;
  expect(after).toMatchObject({ importedRows: 3, heldRows: 1 });

  // Each hold and confirmation is an event on the import's stream.
  const events = await file.t.server.infra.store.readStream(`inventory-import-${done.importId}`);
  expect(events.map((e) => e.type)).toEqual(['InventoryRowsHeld', 'InventoryRowsConfirmed']);
  expect(events[1].data).toMatchObject({ lines: [3], companyId: 1 });

  // Confirming all lists the rest; confirming again changes nothing.
  expect((await dealer.client.post('/notification/confirm-import-holds', { body: { importId: done.importId } })).body.items.map((h: any) => h.status))
    .toEqual(['published', 'published']);
  expect(await listed(4)).toHaveLength(1);
  expect((await dealer.client.post('/notification/confirm-import-holds', { body: { importId: done.importId } })).status).toBe(200);
  expect(await listed(4)).toHaveLength(1);
  expect((await file.t.server.infra.store.readStream(`inventory-import-${done.importId}`)).map((e) => e.type)).toHaveLength(3);
});

it('holds a VIN another company lists; confirming it while that listing stands is refused by the catalogue, on the row', async () => {
  const other = await dealerOf(2);
  expect(await imported(other.client, [`${importVin(20)},used,1022,2024,20000,5,1,33000`])).toMatchObject({ importedRows: 1, heldRows: 0 });
  const dealer = await dealerOf(3);
  const done = await imported(dealer.client, [`${importVin(20)},used,1022,2024,21000,5,1,32000`]);
  expect(done).toMatchObject({ importedRows: 0, heldRows: 1, errorRows: 0 });
  const holds = (await dealer.client.get('/notification/get-import-holds', { query: { importId: done.importId } })).body.items;
  expect(holds).toEqual([expect.objectContaining({ line: 2, reasons: ['vin_listed_elsewhere'], status: 'held' })]);
  const confirmed = (await dealer.client.post('/notification/confirm-import-holds', { body: { importId: done.importId, lines: [2] } })).body.items;
  expect(confirmed).toEqual([expect.objectContaining({ line: 2, status: 'refused', refusalCode: 'catalog.vin_already_listed' })]);
  expect((await listed(20)).map((v: any) => v.companyId)).toEqual([2]);
});

it("another company's dealer gets 404 on the holds and their confirmation; bad input is a 400 with its field", async () => {
  const owner = await dealerOf(4);
  // $150,000: inside the absolute band used without an MSRP, but above 3x this trim's $38,990: held by the MSRP's band.
  const done = await imported(owner.client, [`${importVin(40)},used,1022,2025,5000,5,1,150000`]);
  expect(done).toMatchObject({ heldRows: 1 });
  expect((await owner.client.get('/notification/get-import-holds', { query: { importId: done.importId } })).body.items[0].reasons).toEqual(['price_above_band']);
  const rival = await dealerOf(5);
  expectProblem(await rival.client.get('/notification/get-import-holds', { query: { importId: done.importId } }), 404, 'dealer.import_not_found');
  expectProblem(await rival.client.post('/notification/confirm-import-holds', { body: { importId: done.importId } }), 404, 'dealer.import_not_found');
  expect(await listed(40)).toEqual([]);

  expectProblem(await owner.client.post('/notification/confirm-import-holds', { body: { importId: done.importId, lines: [7] } }), 400, 'dealer.held_row_not_found', 'body.lines');
  // The header line cannot be held; an import id must be a UUID: each a 400 on its field.
  const header = await owner.client.post('/notification/confirm-import-holds', { body: { importId: done.importId, lines: [1] } });
  expectProblem(header, 400, 'validation.invalid_input');
  expect(header.body.errors.map((e: any) => e.path)).toEqual([expect.stringMatching(/^body\.lines/)]);
  expectProblem(await owner.client.post('/notification/confirm-import-holds', { body: { importId: 'nope' } }), 400, 'validation.invalid_input', 'body.importId');
  const team = await userOfType(file.t.server, UserType.VehiclesTeam);
  expect((await team.client.get('/notification/get-import-holds', { query: { importId: done.importId } })).body.items).toHaveLength(1);
});

it('a re-import of the same VIN closes its earlier hold (an event), whether the corrected row is listed or held again; the waiting count follows', async () => {
  const dealer = await dealerOf(6);
  const waiting = async () => (await dealer.client.get('/notification/get-waiting-holds', {})).body;
  expect(await waiting()).toEqual({ items: [], total: 0 });
  // Two slipped decimals and an impossible odometer: three rows wait.
  const first = await imported(dealer.client, [
    `${importVin(60)},used,1022,2025,1200,5,1,389900`,
    `${importVin(61)},used,1022,2025,1500,5,1,399900`,
    `${importVin(62)},used,1022,2025,900000,5,1,31000`,
  ]);
  expect(first).toMatchObject({ heldRows: 3 });
  const before = await waiting();
  expect(before.total).toBe(3);
  expect(before.items.map((h: any) => [h.importId, h.line, h.vin, h.status])).toEqual([
    [first.importId, 2, importVin(60), 'held'], [first.importId, 3, importVin(61), 'held'], [first.importId, 4, importVin(62), 'held'],
  ]);
  expect(before.items[0]).toMatchObject({ fileName: 'stock.csv', companyId: 6, reasons: ['price_above_band'] });

  // The dealer fixes the first price (listed now) and sends the odometer again still wrong (held again, in the new import).
  // The VIN is matched whatever its case.
  const second = await imported(dealer.client, [
    `${importVin(60).toLowerCase()},used,1022,2025,1200,5,1,38990`,
    `${importVin(62)},used,1022,2025,950000,5,1,31000`,
  ]);
  expect(second).toMatchObject({ importedRows: 1, heldRows: 1, errorRows: 0 });
  expect(await listed(60)).toHaveLength(1);
  const old = (await dealer.client.get('/notification/get-import-holds', { query: { importId: first.importId } })).body.items;
  expect(old.map((h: any) => [h.line, h.status, h.replacedBy])).toEqual([[2, 'replaced', second.importId], [3, 'held', null], [4, 'replaced', second.importId]]);
  expect((await dealer.client.get('/notification/get-notifications-import-status', { query: { importId: first.importId } })).body).toMatchObject({ heldRows: 1 });
  const after = await waiting();
  expect(after.total).toBe(2);
  // Newest import first: the odometer held again, then the row nobody fixed.
  expect(after.items.map((h: any) => [h.importId, h.line, h.vin])).toEqual([[second.importId, 3, importVin(62)], [first.importId, 3, importVin(61)]]);

  // The closure is an event on the earlier import's stream, naming the import that replaced the lines.
  const events = await file.t.server.infra.store.readStream(`inventory-import-${first.importId}`);
  expect(events.map((e) => e.type)).toEqual(['InventoryRowsHeld', 'InventoryRowsReplaced']);
  expect(events[1].data).toMatchObject({ lines: [2, 4], replacedBy: second.importId, companyId: 6 });

  // A replaced row is no longer confirmable: confirming all of the old import publishes only the row still held.
  const confirmed = (await dealer.client.post('/notification/confirm-import-holds', { body: { importId: first.importId } })).body.items;
  expect(confirmed.map((h: any) => [h.line, h.status])).toEqual([[2, 'replaced'], [3, 'published'], [4, 'replaced']]);
  expect(await listed(62)).toEqual([]);
  expect((await waiting()).total).toBe(1);

  // Another company's dealer counts only their own rows; asking for this company is 404.
  const rival = await dealerOf(7);
  expect((await rival.client.get('/notification/get-waiting-holds', {})).body).toEqual({ items: [], total: 0 });
  expectProblem(await rival.client.get('/notification/get-waiting-holds', { query: { companyId: 6 } }), 404, 'dealer.company_not_found');
  // Another company importing the same VIN closes nothing of this company's.
  const other = await imported(rival.client, [`${importVin(62)},used,1022,2025,990000,5,1,31000`]);
  expect(other).toMatchObject({ heldRows: 1 });
  expect((await waiting()).items.map((h: any) => h.importId)).toEqual([second.importId]);
});
