import globalTeardown from './global-teardown';
import { E2E } from './e2e-global-setup';

export default async function e2eGlobalTeardown() {
  await E2E.browserServer?.close();
  await globalTeardown();
}
