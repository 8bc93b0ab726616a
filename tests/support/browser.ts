import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Download, type Page } from 'playwright-core';

/** Debian's Chromium (ARCHITECTURE §7); no browser download. Lighthouse runs it, as a person's browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * What Playwright drives: Chromium's headless shell (Debian's `chromium-headless-shell`, the same Chromium build), as
 * Playwright does by default with its own browsers. It leaves out the browser UI layer that `chromium --headless`
 * runs, and the e2e stage spent about a third less CPU on it (ADR 0093). Full Chromium when the package is absent.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const PLAYWRIGHT_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
export const ARTIFACTS = path.resolve(__dirname, '../artifacts/screenshots');
/** Set by the e2e global setup: the run's shared Chromium, which every e2e file connects to. */
export const BROWSER_ENDPOINT = 'MARKETPLACE_E2E_BROWSER_WS';

const options = {
  executablePath: PLAYWRIGHT_CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
};

/** One Chromium for a whole run (e2e global setup): files connect to it instead of starting their own. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(options);
}

/**
 * The run's shared Chromium when the e2e global setup started one, else a browser of this process's own (a file run
 * outside Jest's e2e project; benches, which pass `CHROMIUM`: their timings are a person's browser's). Either way
 * `browser.close()` ends what this file made: on a shared browser it closes this file's contexts and disconnects,
 * leaving Chromium to the next file.
 */
export function launchBrowser(executablePath = PLAYWRIGHT_CHROMIUM): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT];
  return endpoint ? chromium.connect(endpoint) : chromium.launch({ ...options, executablePath });
}

export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Screenshots are for a person to look at; no test reads them. CI, where nobody does, turns them off
 * (`E2E_SCREENSHOTS=0` in .ci/run): a full-page PNG costs Chromium 0.2–1.7 s of CPU, and a run takes about 350.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** Saves a screenshot as a test artifact (tests/artifacts/screenshots), unless screenshots are off. */
export async function screenshot(page: Page, name: string): Promise<string | null> {
  if (!SCREENSHOTS) return null;
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A download's bytes; read as a stream, which works on the shared (connected) browser where `download.path()` throws. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
