import type { Browser, Page } from 'playwright-core';
import { vehiclePagePath } from '@marketplace/contracts';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { launchBrowser } from '../support/browser';
import { isScript, loadPage, sentBytes } from '../support/page-weight';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue #43 (less JavaScript, stable layout, fast largest paint), in Chromium against the production build served by
 * the server: the JavaScript each public page loads on a cold first load, in bytes as sent (see page-weight.ts: the
 * server's compressed body, or the brotli of the exact file received while the server sends it uncompressed), under the
 * ceilings of what is reached, and in the number of scripts; the first vehicle photo of the inventory and of the vehicle page is the eager, high-priority,
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
  { name: 'login (en-ca)', path: () => '/en-ca/login', budget: 80 * KB, ready: h1 },
  { name: 'login (fr-ca)', path: () => '/fr-ca/login', budget: 80 * KB, ready: h1 },
  { name: 'inventory (en-ca)', path: () => '/en-ca/cars', budget: 130 * KB, ready: firstPhoto },
  { name: 'inventory (fr-ca)', path: () => '/fr-ca/autos', budget: 130 * KB, ready: firstPhoto },
  { name: 'vehicle page (en-ca)', path: () => `/en-ca/cars/${vehicleId}`, budget: 130 * KB, ready: firstPhoto },
  { name: 'vehicle page (fr-ca)', path: () => `/fr-ca/autos/${vehicleId}`, budget: 130 * KB, ready: firstPhoto },
];

/**
 * What this branch reaches, pinned with about 3 % of room, or at the issue's budget where that is closer, so the
 * JavaScript a page loads cannot grow unnoticed (measured: home 121.1, inventory 127.5 in en-ca and 128.5 in fr-ca,
 * vehicle page 127.2 and 128.3, ADR 0066; login 73.6 in en-ca and 74.0 in fr-ca, ADR 0086). The inventory's, the
 * vehicle page's and the login page's are within the issue's 130 and 80 KB. The login page boots its island, not the
 * app (ADR 0086): React, its forms and language menu, and their texts.
 * And the number of scripts (the shell, its runtime, the page's chunks, the language's messages; the login page: the
 * island's entry, the part it shares with the form's check, its messages).
 */
const CEILING: Record<string, { kb: number; files: number }> = {
  home: { kb: 124, files: 5 },
  'login (en-ca)': { kb: 80, files: 3 },
  'login (fr-ca)': { kb: 80, files: 3 },
  // A server-rendered page's route chunks are preloaded by the app once the page has painted (ADR 0065, 0066): more
  // files, none before the first paint.
  'inventory (en-ca)': { kb: 130, files: 12 },
  'inventory (fr-ca)': { kb: 130, files: 12 },
  'vehicle page (en-ca)': { kb: 130, files: 11 },
  'vehicle page (fr-ca)': { kb: 130, files: 11 },
};

describe('JavaScript as sent on a first load', () => {
  it.each(PAGES)('$name', async ({ name, path, ready, budget }) => {
    const load = await loadPage(browser, `${server.url}${path()}`, ready);
    const scripts = load.resources.filter(isScript);
    const js = sentBytes(load, isScript);
    console.log(`${name}: ${(js / KB).toFixed(1)} KB of JavaScript as sent in ${scripts.length} files (issue budget ${budget / KB} KB), `
      + `${(sentBytes(load) / KB).toFixed(1)} KB in all; render-blocking: ${load.renderBlocking.map((u) => new URL(u).pathname).join(', ')}; `
      + `${scripts.map((s) => `${new URL(s.url).pathname} ${(s.sent / KB).toFixed(1)} (${s.compressedBy})`).join(', ')}; `
      + `before first paint (${Math.round(load.firstPaint)} ms): ${load.resources.filter((r) => r.beforeFirstPaint).map((r) => new URL(r.url).pathname).join(', ')}`);
    expect(scripts.length).toBeGreaterThan(1);
    // Every script came back whole (200), and its size is the body's as sent or as the build's brotli would send it (a
    // file of a few hundred bytes may come out of brotli a few bytes longer than it went in: its framing).
    expect(scripts.filter((s) => !(s.status === 200 && s.sent > 0 && s.sent <= s.decoded + 32)).map((s) => `${s.url} ${s.sent}/${s.decoded}`)).toEqual([]);
    const ceiling = CEILING[name]!;
    expect(js).toBeLessThanOrEqual(ceiling.kb * KB);
    expect(scripts.length).toBeLessThanOrEqual(ceiling.files);
    // One stylesheet blocks the first paint, nothing else (issue #43).
    expect(load.renderBlocking).toHaveLength(1);
    expect(load.renderBlocking[0]).toMatch(/\/assets\/[\w-]+\.css$/);
  });
});

/** Sum of the layout shifts (without recent input) from navigation to `settled`, as CLS counts them. */
async function layoutShift(page: Page, url: string, settled: (page: Page) => Promise<unknown>): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const where = entry.sources.map((s) => `${s.node?.nodeName ?? '?'}.${(s.node as Element | undefined)?.className ?? ''} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`);
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${where.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await settled(page);
  await page.waitForLoadState('networkidle');
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  if (shifts.length) console.log(`layout shifts of ${url}:\n${shifts.join('\n')}`);
  return cls;
}

describe('the first photo and a stable layout (cold load)', () => {
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
  const desktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };

  it.each([
    { name: 'inventory on a phone', path: () => '/en-ca/cars', selector: 'img.inventory-card__photo', device: phone },
    { name: 'vehicle page on a phone', path: () => `/fr-ca/autos/${vehicleId}`, selector: 'img.gallery__photo', device: phone },
    { name: 'inventory on a desktop', path: () => '/fr-ca/autos', selector: 'img.inventory-card__photo', device: desktop },
    { name: 'vehicle page on a desktop', path: () => `/en-ca/cars/${vehicleId}`, selector: 'img.gallery__photo', device: desktop },
  ])('$name: the first photo is eager, high priority, a sized WebP in a reserved box; the layout does not shift', async ({ path, selector, device }) => {
    const context = await browser.newContext(device);
    try {
      const page = await context.newPage();
      const photos: string[] = [];
      page.on('response', (r) => void (r.url().includes('/api/catalog/photos/') && photos.push(`${r.status()} ${r.headers()['content-type']} ${new URL(r.url()).pathname}`)));
      const cls = await layoutShift(page, `${server.url}${path()}`, (p) => p.locator(selector).first().waitFor());
      const first = page.locator(selector).first();
      await page.waitForFunction((s) => (document.querySelector(s) as HTMLImageElement | null)?.complete === true, selector);
      const attributes = await first.evaluate((img: HTMLImageElement) => ({
        loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority'), srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'), height: img.getAttribute('height'), currentSrc: new URL(img.currentSrc).pathname,
        box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      }));
      console.log(`${path()}: CLS ${cls.toFixed(4)}; first photo ${JSON.stringify(attributes)}; photos fetched: ${photos.join(', ')}`);
      expect(attributes).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '800', height: '500' });
      expect(attributes.srcset).toMatch(/-320w\.webp 320w, .*-1280w\.webp 1280w$/);
      expect(attributes.sizes).toBeTruthy();
      // The browser chose a WebP variant for this screen and got it.
      expect(attributes.currentSrc).toMatch(/^\/api\/catalog\/photos\/[0-9a-f-]{36}\/1-\d+w\.webp$/);
      expect(attributes.box).toBeCloseTo(1.6, 1);
      expect(photos.find((p) => p.includes('/1-'))).toMatch(/^200 image\/webp /);
      // The other photos are lazy: the inventory's far cards are not fetched on the first screen.
      const lazy = await page.locator(`${selector}[loading="lazy"]`).count();
      if (selector.startsWith('img.inventory')) expect(lazy).toBeGreaterThan(0);
      // Every photo keeps the 16:10 box whatever its width and height attributes (a thumbnail once kept 500 px).
      const boxes = await page.locator(selector.startsWith('img.gallery') ? 'img.gallery__photo, .gallery__thumb img' : selector)
        .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).map((r) => r.width / r.height));
      for (const box of boxes) expect(box).toBeCloseTo(1.6, 1);
      expect(cls).toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });
});

/**
 * The figures of issue #43 that do not depend on the host's load, on the four public pages in both languages, each at
 * its canonical address (a vehicle's bare id would answer 301 first): the requests started before the first paint (the
 * document included), the one render-blocking request (the stylesheet), and what a vehicle page's first load costs
 * the network with its first photo.
 */
describe('the first paint and the bytes of a first load (issue #43 figures)', () => {
  let vehiclePath: (lang: 'en-ca' | 'fr-ca') => string;
  beforeAll(async () => {
    const v = (await (await fetch(`${server.url}/api/catalog/vehicles/${vehicleId}`)).json()) as { id: string; year: number; make: { name: string }; model: { name: string }; trim: { name: string } };
    vehiclePath = (lang) => vehiclePagePath(lang, { id: v.id, year: v.year, make: v.make.name, model: v.model.name, trim: v.trim.name });
  });

  it.each([
    { name: 'home (en-ca)', path: () => '/en-ca/', ready: h1 },
    { name: 'home (fr-ca)', path: () => '/fr-ca/', ready: h1 },
    { name: 'login (en-ca)', path: () => '/en-ca/login', ready: h1 },
    { name: 'login (fr-ca)', path: () => '/fr-ca/login', ready: h1 },
    { name: 'inventory (en-ca)', path: () => '/en-ca/cars', ready: firstPhoto },
    { name: 'inventory (fr-ca)', path: () => '/fr-ca/autos', ready: firstPhoto },
    { name: 'vehicle page (en-ca)', path: () => vehiclePath('en-ca'), ready: firstPhoto },
    { name: 'vehicle page (fr-ca)', path: () => vehiclePath('fr-ca'), ready: firstPhoto },
  ])('$name: at most 6 requests before the first paint, one render-blocking stylesheet', async ({ name, path, ready }) => {
    const load = await loadPage(browser, `${server.url}${path()}`, ready);
    const early = load.resources.filter((r) => r.beforeFirstPaint).map((r) => new URL(r.url).pathname);
    console.log(`${name}: first paint at ${Math.round(load.firstPaint)} ms after ${early.length} requests: ${early.join(', ')}; `
      + `${(sentBytes(load) / KB).toFixed(1)} KB as sent in ${load.resources.length} responses`);
    // The page painted, from the document it asked for first (a redirect or an error page would not be this page).
    expect(load.firstPaint).toBeGreaterThan(0);
    expect(early[0]).toBe(path());
    expect(early.length).toBeLessThanOrEqual(6);
    expect(load.renderBlocking).toHaveLength(1);
    expect(new URL(load.renderBlocking[0]!).pathname).toMatch(/^\/assets\/[\w-]+\.css$/);
  });

  it.each(['en-ca', 'fr-ca'] as const)('vehicle page (%s): a first load, its first photo included, is at most 250 KB as sent', async (lang) => {
    const load = await loadPage(browser, `${server.url}${vehiclePath(lang)}`, firstPhoto);
    const photos = load.resources.filter((r) => r.url.includes('/api/catalog/photos/'));
    const total = sentBytes(load);
    console.log(`${vehiclePath(lang)}: ${(total / KB).toFixed(1)} KB as sent in ${load.resources.length} responses, of which photos `
      + `${(sentBytes(load, (r) => photos.includes(r)) / KB).toFixed(1)} KB (${photos.map((p) => new URL(p.url).pathname.split('/').pop()).join(', ')}), `
      + `JavaScript ${(sentBytes(load, isScript) / KB).toFixed(1)} KB`);
    // The first photo, in the size the phone's screen asked for, is among them.
    expect(photos.map((p) => new URL(p.url).pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/\/1-\d+w\.webp$/)]));
    expect(photos.every((p) => p.status === 200 && p.sent > 0)).toBe(true);
    expect(total).toBeLessThanOrEqual(250 * KB);
  });
});
