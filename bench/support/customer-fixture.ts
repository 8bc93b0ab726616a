import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { completeFormSteps, startPurchase, startPurchaseServer } from '../../tests/api/purchase/support';
import { CIVIC, CIVIC_LX_2025, CIVIC_VIN } from '../../tests/api/trade-in/support';
import { BENCH_SECRETS } from './server-process';

export interface CustomerFixture {
  /** A database the production build can serve (the in-process server that prepared it is closed). */
  readonly databaseUrl: string;
  /** The signed-in customer's cookies (session and CSRF pair), as a browser sends them. */
  readonly cookie: string;
  readonly transactionId: string;
  readonly vehicleId: string;
  /** Available vehicles of the demo catalogue. */
  readonly vehicleIds: readonly string[];
  readonly garageVehicleId: string;
}

/**
 * The demo catalogue and one signed-in customer who owns a transaction (the six form steps done, the licence's two
 * images uploaded: documents), a garage car and a dashboard; prepared through the HTTP API of an in-process server,
 * then that server closes and leaves the database to the production build.
 */
export async function prepareCustomer(o: { vehicles: number }): Promise<CustomerFixture> {
  const t = await startPurchaseServer({ ...BENCH_SECRETS }, { vehicles: o.vehicles });
  try {
    await seedCatalogReference(t.server.infra.db);
    const buyer = await t.buyer();
    const vehicleId = t.vehicleIds[0];
    const { transactionId } = await startPurchase(buyer.client, vehicleId);
    await completeFormSteps(buyer.client, transactionId, readFileSync(path.resolve(__dirname, '../../tests/api/purchase/fixtures/gps.jpg')));
    const garage = await buyer.client.post('/vehicles/create-customer-vehicle', { body: { vin: CIVIC_VIN, modelId: CIVIC, trimId: CIVIC_LX_2025, kilometres: 30_000 } });
    if (garage.status !== 201) throw new Error(`garage: ${garage.status} ${JSON.stringify(garage.body)}`);
    await t.waitForProjections();
    return {
      databaseUrl: t.server.databaseUrl,
      cookie: buyer.client.cookieHeader(),
      transactionId, vehicleId, vehicleIds: t.vehicleIds.slice(1), garageVehicleId: garage.body.garageVehicleId,
    };
  } finally {
    await t.server.close();
  }
}

/** The customer-facing GETs of issue #18 for this customer: inventory, vehicle, quote, transaction, dashboard, garage, documents. */
export function customerGets(f: CustomerFixture): { name: string; paths: string[] }[] {
  const tx = `transactionId=${f.transactionId}`;
  return [
    { name: 'inventory search', paths: ['/api/catalog/vehicles?pageSize=24', '/api/catalog/vehicles?sort=price&pageSize=24', '/api/catalog/vehicles?page=2&pageSize=24'] },
    { name: 'vehicle details', paths: f.vehicleIds.slice(0, 50).map((id) => `/api/catalog/vehicles/${id}`) },
    { name: 'quote (review order)', paths: [`/api/revieworder/get-review-order-details?${tx}`] },
    { name: 'transaction details', paths: [`/api/customers/get-customer-transactions-details?${tx}`] },
    { name: 'dashboard', paths: ['/api/user/get-user-dashboard-sections'] },
    { name: 'garage', paths: ['/api/vehicles/get-customer-vehicles', `/api/vehicles/get-customer-vehicle-details?garageVehicleId=${f.garageVehicleId}`] },
    { name: 'documents', paths: ['/api/customers/get-customer-transaction-history', `/api/customers/get-customer-drivers-licence?${tx}`] },
  ];
}
