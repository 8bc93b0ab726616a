import { dropDatabase } from './database';

export default async function globalTeardown() {
  const name = process.env.MARKETPLACE_TEMPLATE_DB;
  if (name) await dropDatabase(name);
}
