import { type Kysely, PostgresDialect, Kysely as KyselyCtor } from 'kysely';
import type { Client } from 'pg';

const kyselyByClient = new WeakMap<Client, Kysely<any>>();

/** A Kysely bound to one already checked-out connection (the one holding the page's transaction), one per connection. */
export function kyselyOn(client: Client): Kysely<any> {
  let db = kyselyByClient.get(client);
  if (!db) {
    const pool = {
      connect: async () => ({ query: (...args: unknown[]) => (client.query as any)(...args), release: () => undefined }),
      end: async () => undefined,
    };
    db = new KyselyCtor<any>({ dialect: new PostgresDialect({ pool: pool as any }) });
    kyselyByClient.set(client, db);
  }
  return db;
}
