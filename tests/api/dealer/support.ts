import { UserType, withVinCheckDigit } from '@marketplace/domain';
import { pollUntil } from '../../support/poll';
import type { CatalogTestServer } from '../catalog/support';
import { userOfType } from '../identity/support';

/** What the inventory import tests share: the CSV's header, test VINs, a dealer of a company, an import's status. */
export const IMPORT_HEADER = 'vin,condition,trimId,year,kilometres,exteriorColourId,interiorColourId,price';
export const importVin = (n: number) => withVinCheckDigit(`2T3R1RFV1SW${String(n).padStart(6, '0')}`);

export type DealerClient = Awaited<ReturnType<typeof userOfType>>['client'];

/** A dealer of the company, once identity's read model knows their company (the dealer context asks it). */
export async function dealerOf(t: CatalogTestServer, companyId: number) {
  const dealer = await userOfType(t.server, UserType.Dealer, { companyId });
  await t.waitForProjections();
  return dealer;
}

export const importStatusOf = (client: DealerClient, importId: string) =>
  client.get('/notification/get-notifications-import-status', { query: { importId } });

/** The import's status once its job is done or failed. */
export const importFinished = (client: DealerClient, importId: string, timeoutMs = 20_000) => pollUntil(async () => {
  const { body } = await importStatusOf(client, importId);
  return body.status === 'done' || body.status === 'failed' ? body : null;
}, timeoutMs, { everyMs: 100 });
