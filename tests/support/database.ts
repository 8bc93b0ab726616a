import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server that tests create their databases on (the machine's PostgreSQL, or DATABASE_URL's). */
export function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * Each Jest run builds its own migrated template (several runs may share one PostgreSQL server); global setup
 * picks the name and passes it to the workers through the environment.
 */
export function templateDb(): string {
  const name = process.env.MARKETPLACE_TEMPLATE_DB;
  if (!name) throw new Error('MARKETPLACE_TEMPLATE_DB is not set: run integration tests through jest (global setup)');
  return name;
}

export function urlFor(database: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database cloned from the migrated template, one per test file. It is not dropped when the file ends: in
 * PostgreSQL 15 a DROP DATABASE forces an immediate checkpoint (every dirty page of every database, fsynced), which
 * held the file's worker 0.4–2.5 s and stalled the other files' writes. The run's teardown drops them all at the end
 * (`dropRunDatabases`), when nothing else is writing.
 */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `${runDatabasePrefix()}${randomBytes(5).toString('hex')}`;
  await admin(async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${templateDb()}`);
        return;
      } catch (error: any) {
        // Another file may be cloning the template at this very moment.
        if (error?.code === '55006' && attempt < 50) {
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
          continue;
        }
        throw error;
      }
    }
  });
  return { name, url: urlFor(name) };
}

/** The names of this run's test databases start with it (the template's own id, given by global setup). */
function runDatabasePrefix(template = templateDb()): string {
  return `marketplace_t_${template.replace(/^marketplace_tpl_/, '')}_`;
}

/** Drops every database this run's test files cloned (global teardown). */
export async function dropRunDatabases(template: string): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [runDatabasePrefix(template)]);
    for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
  });
}

export async function dropDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Drops test databases left behind by runs that were killed more than an hour ago. */
export async function dropStaleTestDatabases(): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database d
        where datname ~ '^marketplace_(t|tpl)_'
          and (pg_stat_file('base/' || d.oid || '/PG_VERSION')).modification < now() - interval '1 hour'`);
    for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`).catch(() => undefined);
  });
}

export async function recreateDatabase(name: string): Promise<void> {
  await admin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}
