import type { BrowserServer } from 'playwright-core';
import globalSetup, { RUN } from './global-setup';
import { BROWSER_ENDPOINT, launchBrowserServer } from './browser';

/** What the e2e global teardown closes. */
export const E2E = RUN as typeof RUN & { browserServer?: BrowserServer };

/**
 * The integration setup (template database, Stripe stand-in) and one Chromium for the whole e2e run: 33 files each
 * starting their own cost a browser start apiece (issue #44). Each file connects and gets fresh contexts, so no cookie
 * or cache crosses from one file to the next.
 */
export default async function e2eGlobalSetup() {
  await globalSetup();
  E2E.browserServer = await launchBrowserServer();
  process.env[BROWSER_ENDPOINT] = E2E.browserServer.wsEndpoint();
}
