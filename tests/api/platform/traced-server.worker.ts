/**
 * A server with tracing on, for traces.int-spec.ts: OpenTelemetry must patch http, pg and ioredis before they load,
 * which Jest's module registry does not let happen in the test's own process. Starts the purchase test server (the
 * demo catalogue, the demo companies with a lead address for company 1, a verified buyer who locked a vehicle), prints one JSON line with what the test needs, and stops on
 * SIGTERM the way main.ts does (the last spans flushed).
 */
import { telemetry } from '../../../apps/server/src/platform/observability/instrument';
import { createLogger } from '../../../apps/server/src/platform/logging/logger';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { userOfType } from '../identity/support';
import { startPurchaseServer, vehiclesOfDealer } from '../purchase/support';

async function main() {
  if (!telemetry) throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT is not set');
  const t = await startPurchaseServer({ LOG_LEVEL: 'info' }, { vehicles: 4, logger: createLogger('info') });
  // Company 1 has a lead address: the purchase step's lead is emailed (a timer, then an email, in the step's trace).
  await seedDemoCompanies(t.server.infra.store);
  await t.waitForProjections();
  const admin = await userOfType(t.server, UserType.Admin);
  const { version } = (await admin.client.get('/company/get-company-emails', { query: { companyId: 1 } })).body;
  const saved = await admin.client.post('/company/save-company-emails', { body: { companyId: 1, expectedVersion: version, emails: ['leads@dealer-one.ca'] } });
  if (saved.status !== 200) throw new Error(`lead address: ${saved.status}`);
  const buyer = await t.buyer();
  const [vehicleId] = await vehiclesOfDealer(t.server, 1);
  const lock = await buyer.client.get(`/buy-online/vehicle-timer/set/${vehicleId}`);
  if (lock.status !== 200) throw new Error(`lock failed: ${lock.status}`);
  // Caught up: the purchase step's event starts the next page of every projection (its apply is the step's child).
  await t.waitForProjections();
  process.stdout.write(`${JSON.stringify({ ready: { url: t.server.url, databaseUrl: t.server.databaseUrl, jar: [...buyer.client.jar], vehicleId } })}\n`);
  process.once('SIGTERM', () => {
    void (async () => {
      await t.stop();
      await telemetry.shutdown();
      process.exit(0);
    })();
  });
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
