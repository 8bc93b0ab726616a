import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedCatalogReference } from '../../../apps/server/src/modules/catalog/catalog.public';
import { pollUntil } from '../../support/poll';
import { completeFormSteps, expectProblem, payDeposit, signContract, startPurchase, startPurchaseServer, vehiclesOfDealer, type PurchaseTestServer } from '../purchase/support';
import { Client } from '../../support/http-client';
import { CIVIC, CIVIC_LX_2025, CIVIC_VIN, HONDA } from '../trade-in/support';

const image = readFileSync(path.join(__dirname, '../purchase/fixtures/gps.jpg'));
let t: PurchaseTestServer;

beforeAll(async () => {
  t = await startPurchaseServer({}, { vehicles: 20 });
  await seedCatalogReference(t.server.infra.db);
});
afterAll(() => t?.stop());

const add = (client: Awaited<ReturnType<PurchaseTestServer['buyer']>>['client'], body: Record<string, unknown>) =>
  client.post('/vehicles/create-customer-vehicle', { body });

describe('garage: add, value, edit, remove', () => {
  it('adds a car by VIN; the very next reads list it, show its value and its history, for its owner only', async () => {
    const owner = await t.buyer();
    const other = await t.buyer();
    const created = await add(owner.client, { vin: CIVIC_VIN, modelId: CIVIC, trimId: CIVIC_LX_2025, kilometres: 30_000 });
    expect(created.status).toBe(201);
    const { garageVehicleId } = created.body;

    const list = await owner.client.get('/vehicles/get-customer-vehicles');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([expect.objectContaining({
      garageVehicleId, vin: CIVIC_VIN, year: 2025, make: 'Honda', model: 'Civic', trim: 'LX', trimId: CIVIC_LX_2025, kilometres: 30_000, source: 'customer',
      value: expect.any(Number),
    })]);
    expect(list.body.items[0].value).toBeGreaterThan(0);

    const value = await owner.client.get(`/vehicles/customerVehicleValue?garageVehicleId=${garageVehicleId}`);
    expect(value.body).toMatchObject({ garageVehicleId, current: { kilometres: 30_000, value: list.body.items[0].value }, history: [expect.any(Object)] });
    const details = await owner.client.get(`/vehicles/get-customer-vehicle-details?garageVehicleId=${garageVehicleId}`);
    expect(details.body.items).toEqual(list.body.items);

    // Another customer: the garage is empty and the car does not exist.
    expect((await other.client.get('/vehicles/get-customer-vehicles')).body.items).toEqual([]);
    expectProblem(await other.client.get(`/vehicles/get-customer-vehicle-details?garageVehicleId=${garageVehicleId}`), 404, 'garage.vehicle_not_found');
    expectProblem(await other.client.get(`/vehicles/customerVehicleValue?garageVehicleId=${garageVehicleId}`), 404, 'garage.vehicle_not_found');
    expectProblem(await other.client.post('/vehicles/edit-customer-vehicle', { body: { garageVehicleId, kilometres: 40_000 } }), 404, 'garage.vehicle_not_found');
    expectProblem(await other.client.post('/vehicles/remove-customer-vehicle', { body: { garageVehicleId } }), 404, 'garage.vehicle_not_found');

    // More kilometres: a new value, lower; fewer kilometres: a warning until confirmed.
    expect((await owner.client.post('/vehicles/edit-customer-vehicle', { body: { garageVehicleId, kilometres: 60_000 } })).status).toBe(200);
    const after = await owner.client.get(`/vehicles/customerVehicleValue?garageVehicleId=${garageVehicleId}`);
    expect(after.body.history.map((p: { kilometres: number }) => p.kilometres)).toEqual([30_000, 60_000]);
    expect(after.body.current.value).toBeLessThan(value.body.current.value);
    const lower = await owner.client.post('/vehicles/edit-customer-vehicle', { body: { garageVehicleId, kilometres: 50_000 } });
    expectProblem(lower, 400, 'garage.kilometres_below_last', 'body.kilometres');
    expect(lower.body.errors[0]).toMatchObject({ code: 'garage.kilometres_below_last' });
    expect((await owner.client.post('/vehicles/edit-customer-vehicle', { body: { garageVehicleId, kilometres: 50_000, confirmLowerKilometres: true } })).status).toBe(200);

    expect((await owner.client.post('/vehicles/remove-customer-vehicle', { body: { garageVehicleId } })).status).toBe(200);
    expect((await owner.client.get('/vehicles/get-customer-vehicles')).body.items).toEqual([]);
  });

  it('adds a car by year, make, model and trim', async () => {
    const { client } = await t.buyer();
    const created = await add(client, { year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025, kilometres: 12_000, province: 'ON' });
    expect(created.status).toBe(201);
    expect((await client.get('/vehicles/get-customer-vehicles')).body.items).toEqual([
      expect.objectContaining({ vin: null, make: 'Honda', model: 'Civic', trim: 'LX', province: 'ON', kilometres: 12_000 }),
    ]);
  });

  it('refuses a wrong VIN, missing details and bad kilometres with a code and the field', async () => {
    const { client } = await t.buyer();
    const wrongVin = CIVIC_VIN.slice(0, 16) + (CIVIC_VIN[16] === '1' ? '2' : '1');
    const refused = await add(client, { vin: wrongVin, kilometres: 1_000 });
    expectProblem(refused, 400, 'garage.invalid_vin', 'body.vin');
    expectProblem(await add(client, { kilometres: 1_000 }), 400, 'validation.invalid_input', 'body.year');
    expectProblem(await add(client, { vin: CIVIC_VIN, kilometres: -5 }), 400, 'validation.invalid_input', 'body.kilometres');
    expect((await client.get('/vehicles/get-customer-vehicles')).body.items).toEqual([]);
    expect((await new Client(t.server).get('/vehicles/get-customer-vehicles')).status).toBe(401);
  });
});

describe('garage: a car bought here', () => {
  it('joins the buyer’s garage when its contract is signed, valued in the selling dealer’s province', async () => {
    const buyer = await t.buyer();
    const [vehicleId] = await vehiclesOfDealer(t.server, 3); // Toronto
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    await completeFormSteps(buyer.client, transactionId, image);
    await payDeposit(buyer.client, transactionId);
    await signContract(buyer.client, transactionId);
    const items = await pollUntil(async () => {
      const list = (await buyer.client.get('/vehicles/get-customer-vehicles')).body.items;
      return list.length > 0 && list;
    });
    expect(items).toEqual([expect.objectContaining({ source: 'purchase', province: 'ON' })]);
  });
});
