import type { Browser, Page } from 'playwright-core';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { launchBrowser } from '../support/browser';
import { isScript, loadPage, sentBytes, type PageLoad } from '../support/page-weight';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #43 (less JavaScript, stable layout, fast largest paint), in Chromium against the production build served by
 * the server: the JavaScript each public page loads on a cold first load, in bytes as sent (see page-weight.ts: the
 * server's compressed body, or the brotli of the exact file received while the server sends it uncompressed), within
 * the budgets; the first vehicle photo of the inventory and of the vehicle page is the eager, high-priority,
 * responsive image with its box reserved, and the others are lazy.
 */
let server: TestServer;
let browser: Browser;
let vehicleId: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: 30, seed: 43 });
  await server.infra.projections.waitFor();
  const found = (await (await fetch(`${server.url}/api/catalog/vehicles?page=1`)).json()) as { items: { id: string }[] };
  vehicleId = found.items[0]!.id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const KB = 1000;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
const firstPhoto = (page: Page) => page.locator('img.inventory-card__photo, img.gallery__photo').first().waitFor({ timeout: 15_000 });

const PAGES: { name: string; path: () => string; budget: number; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: () => '/en-ca/', budget: 130 * KB, ready: h1 },
  { name: 'login', path: () => '/en-ca/login', budget: 80 * KB, ready: h1 },
  { name: 'inventory (en-ca)', path: () => '/en-ca/cars', budget: 130 * KB, ready: firstPhoto },
  { name: 'inventory (fr-ca)', path: () => '/fr-ca/autos', budget: 130 * KB, ready: firstPhoto },
  { name: 'vehicle page (en-ca)', path: () => `/en-ca/cars/${vehicleId}`, budget: 130 * KB, ready: firstPhoto },
  { name: 'vehicle page (fr-ca)', path: () => `/fr-ca/autos/${vehicleId}`, budget: 130 * KB, ready: firstPhoto },
];

describe('JavaScript as sent on a first load', () => {
  const loads = new Map<string, PageLoad>();
  it.each(PAGES)('$name', async ({ name, path, ready }) => {
    const load = await loadPage(browser, `${server.url}${path()}`, ready);
    loads.set(name, load);
    const scripts = load.resources.filter(isScript);
    console.log(name, (sentBytes(load, isScript) / KB).toFixed(1), 'KB JS in', scripts.length, 'files;', (sentBytes(load) / KB).toFixed(1), 'KB total;',
      load.resources.filter((r) => r.beforeFirstPaint).length, 'before first paint; blocking', load.renderBlocking,
      scripts.map((s) => `${new URL(s.url).pathname} ${(s.sent / KB).toFixed(1)}`).join(', '));
    expect(scripts.length).toBeGreaterThan(0);
  });
});
