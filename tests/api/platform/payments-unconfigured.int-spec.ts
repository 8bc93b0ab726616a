import { randomBytes } from 'node:crypto';
import { UserType } from '@marketplace/domain';
import { seedDemoCompanies } from '../../../apps/server/src/modules/dealer/dealer.public';
import { PAYMENTS } from '../../../apps/server/src/platform/payments/payments.port';
import { UnconfiguredPayments } from '../../../apps/server/src/platform/payments/unconfigured-payments';
import { startTestServer, type TestServer } from '../../support/server';
import { userOfType } from '../identity/support';

jest.setTimeout(120_000);

/**
 * Production without STRIPE_SECRET_KEY moves no money: the Stripe stand-in, which accepts Stripe's public test cards,
 * is not used, and a dealer's plan paid with 4242… is refused (503 payments.not_configured).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), PUBLIC_URL: 'https://marketplace.test', MAIL_DISABLED_IN_PRODUCTION: 'true', CREDIT_BUREAU: 'simulated',
  });
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
});
afterAll(async () => {
  await server?.stop();
});

it('refuses a plan paid with a public test card, and the plan stays the trial', async () => {
  expect(server.app.get(PAYMENTS, { strict: false })).toBeInstanceOf(UnconfiguredPayments);
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 1 });
  expect((await dealer.client.post('/company/sign-contract', { body: { companyId: 1 } })).body).toEqual({ Status: 1, companyId: 1 });
  const chosen = await dealer.client.post('/company/choose-plan', { body: { companyId: 1, plan: 'headquarter', paymentMethod: '4242 4242 4242 4242' } });
  expect([chosen.status, chosen.body.code]).toEqual([503, 'payments.not_configured']);
  await server.infra.projections.waitFor();
  expect((await dealer.client.get('/company/get-subscription', { query: { companyId: 1 } })).body).toMatchObject({ status: 'trial', plan: 'trial' });
});
