import { execFile } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase } from '../../support/database';

jest.setTimeout(120_000);

/**
 * The demo logins share a published password: `cli seed` refuses a production database unless asked by name. The
 * CLI's source, run as the other child-process tests run it: the integration stage does not wait for the build.
 */
const cli = path.resolve(__dirname, '../../../apps/server/src/tools/cli.ts');
const registerTs = path.resolve(__dirname, '../../support/register-ts.js');

function seed(databaseUrl: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['-r', registerTs, cli, 'seed', ...args], {
      env: {
        PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error',
        SESSION_SECRET: 'seed-guard-secret-seed-guard-secret!!', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'), PUBLIC_URL: 'https://marketplace.test', MAIL_DISABLED_IN_PRODUCTION: 'true', CREDIT_BUREAU: 'simulated',
      },
    }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }));
  });
}

it('refuses to seed the demo logins into a production database, and writes nothing', async () => {
  const database = await createTestDatabase();
  const refused = await seed(database.url);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('--demo-in-production');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    // Refused before anything ran: no event (a demo login is one) in the store.
    const { rows } = await client.query('select count(*)::int as n from eventstore.events');
    expect(rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
});
