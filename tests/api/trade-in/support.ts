import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { sql } from 'kysely';
import { seedCatalogReference } from '../../../apps/server/src/modules/catalog/catalog.public';
import { startTestServer, type TestServer } from '../../support/server';
import { type Client } from '../../support/http-client';
import { pollUntil } from '../../support/poll';
import { userOfType } from '../identity/support';

/** Catalog ids of the demo reference data: Honda (2), Civic (201), its 2025 LX trim (2011). */
export const HONDA = 2;
export const CIVIC = 201;
export const CIVIC_LX_2025 = 2011;
/** A Canadian-built 2025 Honda (WMI 2HG, year code S) with a right check digit. */
export const CIVIC_VIN = withVinCheckDigit('2HGFE2F50SH000001');

/** A JPEG with EXIF GPS tags (the purchase tests' fixture). */
export const GPS_JPEG = readFileSync(path.join(__dirname, '../purchase/fixtures/gps.jpg'));

export const BASIC = { mileage: 30_000, color: 'Blue', transmission: 'CVT', drivetrain: 'FWD', fuelType: 'gasoline', engine: '2.0L I4', province: 'QC' } as const;
export const CONDITION = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false, generalCondition: 1,
  hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null, accidented: true,
  accidentedDetails: 'Rear bumper, 2024', tireConditions: 2, titleBrand: 'clean',
} as const;

export async function startTradeInServer(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  await seedCatalogReference(server.infra.db);
  return server;
}

export const customer = (server: TestServer) => userOfType(server, UserType.Regular);

/** Creates a trade-in of a 2025 Civic LX and answers its id. */
export async function createCivic(client: Client, over: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/tradein/create-trade-in', {
    body: { vehicle: { vin: CIVIC_VIN, year: 2025, makeId: HONDA, modelId: CIVIC, trimId: CIVIC_LX_2025, ...over } },
  });
  if (res.status !== 201) throw new Error(`create-trade-in: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tradeInId;
}

export const MAIN_PHOTOS = ['front', 'back', 'left', 'right', 'dashboard', 'interior'] as const;

/** Attaches the six main photos (required before an offer is confirmed or used in a purchase, ADR 0058). */
export async function attachSixPhotos(client: Client, tradeInId: string, slots: readonly string[] = MAIN_PHOTOS) {
  for (const slot of slots) {
    const res = await client.post('/tradein/save-stand-alone-tradein-image', { body: { tradeInId, slot, data: GPS_JPEG.toString('base64') } });
    if (res.status !== 200) throw new Error(`photo ${slot}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Takes a trade-in through every step, its six photos included, to its estimate; answers the appraise response. */
export async function appraisedCivic(client: Client, { photos = true }: { photos?: boolean } = {}) {
  const tradeInId = await createCivic(client);
  await client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
  await client.post('/tradein/save-features', { body: { tradeInId, equipmentCodes: ['sunroof', 'leather'] } });
  await client.post('/tradein/save-condition', { body: { tradeInId, condition: CONDITION } });
  if (photos) await attachSixPhotos(client, tradeInId);
  const appraised = await client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
  return { tradeInId, appraised };
}

const PRICE_CHANGE_KINDS = ['trade-in.revalue', 'trade-in.price-change-email'];

/** Waits until the projections caught up and no re-valuation or price-change email is left to fire. */
export async function settled(server: TestServer) {
  await pollUntil(async () => {
    await server.infra.projections.waitFor();
    const { rows } = await sql<{ n: string }>`select count(*) as n from platform.deadlines where kind in (${sql.join(PRICE_CHANGE_KINDS)}) and fired_at is null`.execute(server.infra.db);
    return Number(rows[0].n) === 0;
  }, 20_000, { what: 'price-change timers settled' });
  await server.infra.projections.waitFor();
}
