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
    { line: 3, vin: importVin(2), trimId: 1022, year: 2025, kilometres: 1200, price: 38_990_000, reasons: ['price_above_band'], status: 'held', refusalCode: null },
    { line: 5, vin: importVin(4), trimId: 1022, year: 2025, kilometres: 900_000, price: 3_100_000, reasons: ['impossible_kilometres'], status: 'held', refusalCode: null },
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
