import { dropDatabase, dropRunDatabases } from './database';
import { RUN } from './global-setup';

export default async function globalTeardown() {
  const name = process.env.MARKETPLACE_TEMPLATE_DB;
  if (name) {
    await dropRunDatabases(name);
    await dropDatabase(name);
  }
  const standIn = RUN.stripeStandIn;
  if (standIn) {
    await standIn.process.kill('SIGTERM');
    await dropDatabase(standIn.database);
  }
}
