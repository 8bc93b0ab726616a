import { vehiclePagePath } from '@marketplace/contracts';
import { formatKilometres, formatMoney, UserType } from '@marketplace/domain';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { PAGE_TEXTS } from '../../apps/server/src/web-pages/page-texts';
import { BRANDS } from '../../apps/web/src/lib/brand/brands';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { listedVehicles, startCatalogServer, type CatalogTestServer, type ListedVehicle } from '../api/catalog/support';
import { LANGS, openPage, text, type Lang } from './web-support';

/**
 * Issue #43 item 4 (ADR 0065), against the production build served by the real server: the public pages arrive as
 * complete HTML, in their language and brand, which a crawler reads without running any script; the app then hydrates
 * them without asking again for what the page was rendered from; a sold vehicle's page offers other vehicles; bad
 * input answers its 4xx page in the page's language without repeating the input; a kept page follows its listing.
 * The crawler's pages and the 4xx pages are read in both languages; the hydration on a phone walks every page in fr-ca,
 * and en-ca gets a lighter pass on its home and inventory (issue #44).
 */
let t: CatalogTestServer;
let browser: Browser;
let base: string;

type Listed = ListedVehicle;
let vehicles: Listed[];
const naming = (v: Listed) => ({ id: v.id, year: v.year, make: v.make.name, model: v.model.name, trim: v.trim.name });
const segmentOf = (lang: Lang) => (lang === 'fr-ca' ? 'autos' : 'cars');
const brandTitle = (lang: Lang) => BRANDS.default.pageTitle[lang === 'fr-ca' ? 'fr' : 'en'];

beforeAll(async () => {
  t = await startCatalogServer({ vehicles: 60 });
  base = t.server.url;
  vehicles = await listedVehicles(t);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

/** One GET over plain HTTP, uncompressed, not following redirects. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

/** The hrefs of the links a locator holds. */
const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** The make and the condition with the most listings (a filter with more than one page of results). */
function busiest<K>(key: (v: Listed) => K): K {
  const counts = new Map<K, number>();
  for (const v of vehicles) counts.set(key(v), (counts.get(key(v)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

describe('without JavaScript, as a crawler reads them', () => {
  it.each(LANGS)('%s: home, the inventory with a filter and its next page, a vehicle, login, signup, a legal page and the FAQ are complete', async (lang) => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    const seg = segmentOf(lang);
    const htmlLang = lang === 'fr-ca' ? 'fr-CA' : 'en-CA';
    const open = async (path: string, title: string, h1: string) => {
      const answer = await page.goto(`${base}${path}`);
      expect([path, answer?.status()]).toEqual([path, 200]);
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang);
      expect(await page.title()).toBe(title);
      expect(await page.locator('#root[data-rendered="server"] h1').first().textContent()).toBe(h1);
      expect(await page.locator('#boot').count()).toBe(0);
    };
    const titled = (page: keyof (typeof PAGE_TEXTS)['en-ca']) => `${PAGE_TEXTS[lang][page].title} | ${brandTitle(lang)}`;
    try {
      await open(`/${lang}/`, brandTitle(lang), text(lang, 'Your next vehicle, bought online with {name}', { name: 'Shopicar' }));
      expect(await hrefs(page, '.home__actions a')).toContain(`/${lang}/${seg}`);
      await screenshot(page, `ssr-no-js-home-${lang}`);

      // The inventory with a filter: a link to every vehicle of the results, and to the next page of the same search.
      const make = busiest((v) => v.make.id);
      await open(`/${lang}/${seg}?make=${make}`, titled('inventory'), text(lang, 'Vehicles for sale'));
      const results = (await t.json(`/catalog/vehicles?makeId=${make}&pageSize=24`)).body.items as { id: string; year: number; make: string; model: string; trim: string }[];
      expect(results.length).toBeGreaterThan(0);
      expect((await hrefs(page, '.inventory__grid a.inventory-card__link')).sort()).toEqual(results.map((v) => vehiclePagePath(lang, v)).sort());
      const condition = busiest((v) => v.condition);
      expect(vehicles.filter((v) => v.condition === condition).length).toBeGreaterThan(24);
      await open(`/${lang}/${seg}?condition=${condition}`, titled('inventory'), text(lang, 'Vehicles for sale'));
      expect(await page.getByRole('link', { name: text(lang, 'Next page') }).getAttribute('href')).toBe(`/${lang}/${seg}?condition=${condition}&page=2`);
      await screenshot(page, `ssr-no-js-inventory-${lang}`);

      // A vehicle: its year, make, model, trim, all-in price, kilometres, photo and dealer's city; links to others.
      const v = vehicles[0];
      const path = vehiclePagePath(lang, naming(v));
      const name = `${v.year} ${v.make.name} ${v.model.name} ${v.trim.name}`;
      const price = formatMoney(v.price.allInPrice, lang);
      await open(path, `${name} – ${price} | ${brandTitle(lang)}`, name);
      const specs = await page.locator('.spec-list dd').allTextContents();
      for (const fact of [String(v.year), v.make.name, v.model.name, v.trim.name, formatKilometres(v.kilometres, lang), v.vin]) expect(specs).toContain(fact);
      expect(await page.getByTestId('vehicle-price').textContent()).toBe(price);
      expect(await page.locator('.vehicle-page__subtitle').textContent()).toContain(v.dealer.city);
      expect(await page.locator('img.gallery__photo').getAttribute('src')).toBe(v.photos[0].replace(/\.svg$/, '-960w.webp'));
      const others = await hrefs(page, '.vehicle-page__similar a.inventory-card__link');
      expect(others.length).toBeGreaterThan(0);
      for (const href of others) expect(href).toMatch(new RegExp(`^/${lang}/${seg}/\\d{4}-[a-z0-9-]+-[0-9a-f-]{36}$`));
      expect(others.some((href) => href.endsWith(v.id))).toBe(false);
      await screenshot(page, `ssr-no-js-vehicle-${lang}`);

      await open(`/${lang}/login`, titled('login'), text(lang, 'Login'));
      // Sent before the page is hydrated, the form posts: nothing typed ever goes into an address.
      expect(await page.locator('form:has(input[type="password"])').getAttribute('method')).toBe('post');
      await open(`/${lang}/signup`, titled('signup'), text(lang, 'Create an account'));
      expect(await page.locator('form:has(input[type="password"])').getAttribute('method')).toBe('post');
      await open(`/${lang}/privacy-policy`, titled('privacy-policy'), text(lang, 'Privacy policy'));
      expect((await page.locator('main').textContent())!.length).toBeGreaterThan(2_000);
      await open(`/${lang}/faq`, titled('faq'), text(lang, 'Frequently asked questions'));
      expect((await page.locator('main').textContent())!.length).toBeGreaterThan(800);
    } finally {
      await context.close();
    }
  });
});

/** The API requests a page makes, photos aside (their bytes are not the page's data). */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/catalog/photos/')) asked.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return asked;
}

describe('with JavaScript, the app hydrates the page it was sent', () => {
  it('fr-ca, on a phone: no request for what the page was rendered from, no console error, and the page works', async () => {
    const lang: Lang = 'fr-ca';
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = apiRequests(page);
    const consoleMessages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') consoleMessages.push(`${m.type()}: ${m.text()}`);
    });
    const seg = segmentOf(lang);
    const pages = [`/${lang}/`, `/${lang}/${seg}?make=${vehicles[0].make.id}`, vehiclePagePath(lang, naming(vehicles[1])), `/${lang}/login`, `/${lang}/signup`, `/${lang}/terms-and-conditions`, `/${lang}/faq`];
    try {
      for (const path of pages) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        // Hydrated: the language menu (a script's button) opens.
        await page.locator('.site-header button[aria-haspopup="menu"]').first().click();
        await page.getByRole('menuitemradio').first().waitFor();
        await page.keyboard.press('Escape');
        expect({ path, asked, consoleMessages, errors }).toEqual({ path, asked: [], consoleMessages: [], errors: [] });
      }
      // Again, from the browser's cache revalidated (a 304): the page it kept hydrates under the new answer's policy.
      await page.goto(`${base}${pages[0]}`, { waitUntil: 'networkidle' });
      await page.locator('.site-header button[aria-haspopup="menu"]').first().click();
      await page.getByRole('menuitemradio').first().waitFor();
      expect({ asked, consoleMessages, errors }).toEqual({ asked: [], consoleMessages: [], errors: [] });
      // The inventory then runs as an app: the next page asks the API, in place.
      await page.goto(`${base}/${lang}/${seg}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: text(lang, 'Next page') }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      await page.getByRole('list', { name: new RegExp(text(lang, 'Vehicles, page {page} of {pages}', { page: '2', pages: '3' })) }).waitFor();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((a) => a.startsWith('GET /api/catalog/vehicles'))).toBe(true);
      await screenshot(page, `ssr-hydrated-inventory-page-2-${lang}`);
    } finally {
      await context.close();
    }
  });

  it('en-ca, on a phone (a lighter pass): the home and the inventory hydrate in English without asking again, and the next page asks in place', async () => {
    const lang: Lang = 'en-ca';
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const asked = apiRequests(page);
    const consoleMessages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') consoleMessages.push(`${m.type()}: ${m.text()}`);
    });
    try {
      for (const [path, h1] of [[`/${lang}/`, text(lang, 'Your next vehicle, bought online with {name}', { name: 'Shopicar' })], [`/${lang}/cars`, text(lang, 'Vehicles for sale')]]) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        expect(await page.locator('h1').first().textContent()).toBe(h1);
        // Hydrated: the English language menu (a script's button) opens.
        await page.getByRole('button', { name: text(lang, 'Language: {currentName}', { currentName: 'English' }) }).click();
        await page.getByRole('menuitemradio', { name: 'Français' }).waitFor();
        await page.keyboard.press('Escape');
        expect({ path, asked, consoleMessages, errors }).toEqual({ path, asked: [], consoleMessages: [], errors: [] });
      }
      await page.getByRole('link', { name: text(lang, 'Next page') }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      await page.getByRole('list', { name: new RegExp(text(lang, 'Vehicles, page {page} of {pages}', { page: '2', pages: '3' })) }).waitFor();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((a) => a.startsWith('GET /api/catalog/vehicles'))).toBe(true);
      await screenshot(page, `ssr-hydrated-inventory-page-2-${lang}`);
    } finally {
      await context.close();
    }
  });

  it('on a wide screen, the vehicle page asks only for the payment estimator it shows beside the price', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    const asked = apiRequests(page);
    try {
      await page.goto(`${base}${vehiclePagePath('fr-ca', naming(vehicles[2]))}`, { waitUntil: 'networkidle' });
      await page.locator('.estimator:not(.estimator--pending)').first().waitFor();
      expect(asked.filter((a) => !a.startsWith('GET /api/pricing/taxes') && a !== 'POST /api/graphql')).toEqual([]);
      expect(errors).toEqual([]);
      await screenshot(page, 'ssr-hydrated-vehicle-fr-ca-1366');
    } finally {
      await context.close();
    }
  });
});

describe('what the server answers', () => {
  it('lets the router’s inline script run by its hash, named in the page’s policy, the same at each answer (and at a 304)', async () => {
    const first = await get('/en-ca/login');
    const scripts = [...first.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`;
    expect(first.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    const again = await get('/en-ca/login', { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    // The app asks no API for a rendered page: the page hands out the CSRF cookie the first form needs (sign in).
    const token = /XSRF-TOKEN=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1];
    expect(token).toBeDefined();
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token!) },
      body: JSON.stringify({ UserName: 'nobody@example.ca', Password: 'not-the-password-1' }),
    });
    expect(((await login.json()) as { code: string }).code).not.toBe('auth.csrf_failed');
    // A personal page is the app's to render: no markup, no inline script, no hash in its policy.
    const personal = await get('/en-ca/customer/garage');
    expect(personal.text).toContain('<div id="root"></div>');
    expect(personal.text).not.toMatch(/<script>/);
    expect(personal.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('a sold vehicle’s page answers 410, says so, and offers other vehicles for sale', async () => {
    const sold = vehicles[5];
    expect((await t.send('PATCH', `/admin/vehicles/${sold.id}`, { status: 'sold' }, t.session(UserType.VehiclesTeam))).status).toBe(200);
    await t.waitForProjections();
    for (const lang of LANGS) {
      const { context, page } = await newPage(browser, { javaScriptEnabled: false });
      try {
        const answer = await page.goto(`${base}${vehiclePagePath(lang, naming(sold))}`);
        expect(answer?.status()).toBe(410);
        await page.getByText(text(lang, 'Oops, this vehicle is not available for now.')).waitFor();
        expect(await page.locator('#similar-title').textContent()).toBe(text(lang, 'Other vehicles for sale'));
        const others = await hrefs(page, '.vehicle-page__similar a.inventory-card__link');
        expect(others.length).toBe(4);
        expect(others.some((href) => href.endsWith(sold.id))).toBe(false);
        await screenshot(page, `ssr-sold-vehicle-${lang}`);
      } finally {
        await context.close();
      }
    }
  });

  it('a kept page follows its listing: a new price shows on the vehicle page and in the inventory at the next visit', async () => {
    // A vehicle of a make with less than a page of vehicles: it stays on the make's first page whatever the order.
    const counts = new Map<number, number>();
    for (const x of vehicles) counts.set(x.make.id, (counts.get(x.make.id) ?? 0) + 1);
    const v = vehicles.find((x) => x !== vehicles[5] && counts.get(x.make.id)! <= 24)!;
    const vehiclePath = vehiclePagePath('en-ca', naming(v));
    const inventoryPath = `/en-ca/cars?make=${v.make.id}`;
    const cardPrice = (page: string) => new RegExp(`href="${vehiclePath}"[\\s\\S]*?inventory-card__amount">([^<]+)<`).exec(page)?.[1];
    // Both pages rendered and kept before the change.
    expect((await get(vehiclePath)).text).toContain(`data-testid="vehicle-price">${formatMoney(v.price.allInPrice, 'en-ca')}<`);
    expect(cardPrice((await get(inventoryPath)).text)).toBe(formatMoney(v.price.allInPrice, 'en-ca'));
    const admin = (await t.json(`/admin/vehicles/${v.id}`, { session: t.session(UserType.VehiclesTeam) })).body as { price: { vehiclePrice: number } };
    expect((await t.send('PATCH', `/admin/vehicles/${v.id}`, { price: admin.price.vehiclePrice + 123_400 }, t.session(UserType.VehiclesTeam))).status).toBe(200);
    await t.waitForProjections();
    const raised = formatMoney(v.price.allInPrice + 123_400, 'en-ca');
    expect((await t.json(`/catalog/vehicles/${v.id}`)).body.price.allInPrice).toBe(v.price.allInPrice + 123_400);
    expect((await get(vehiclePath)).text).toContain(`data-testid="vehicle-price">${raised}<`);
    expect(cardPrice((await get(inventoryPath)).text)).toBe(raised);
  });
});

describe('bad input answers its 4xx page in the language of the path, or the canonical address; never a 500 nor an echo', () => {
  const PAYLOAD = '%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E';
  const noEcho = (page: string) => {
    // The input may come back escaped (a link to the login page names the page it came from), never as markup.
    expect(page).not.toMatch(/<script>alert|<\/script><script>/i);
    // Every script is the build's module, a JSON island or the router's (its one inline script, allowed by its hash).
    expect((page.match(/<script>/g) ?? []).length).toBeLessThanOrEqual(1);
    for (const tag of page.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/^<script>$|type="module"|type="application\/(json|ld\+json)"/);
  };

  it.each(LANGS)('%s', async (lang) => {
    const seg = segmentOf(lang);
    const htmlLang = lang === 'fr-ca' ? 'fr-CA' : 'en-CA';
    const entities: Record<string, string> = { '&#x27;': "'", '&#39;': "'", '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };
    const h1 = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]?.replace(/&#x27;|&#39;|&quot;|&amp;|&lt;|&gt;/g, (e) => entities[e]);
    const cases: { path: string; status: number; heading: string }[] = [
      // A malformed vehicle id, a slug with no vehicle: the vehicle is not available (and others are offered).
      { path: `/${lang}/${seg}/not-a-vehicle-${PAYLOAD}`, status: 404, heading: text(lang, 'This vehicle is not available') },
      { path: `/${lang}/${seg}/2021-honda-civic-00000000-0000-4000-8000-000000000000`, status: 404, heading: text(lang, 'This vehicle is not available') },
      { path: `/${lang}/${PAYLOAD}`, status: 404, heading: text(lang, 'Page not found') },
      // 5,000 characters of query, on any page.
      { path: `/${lang}/${seg}?q=${'a'.repeat(5_000)}`, status: 414, heading: text(lang, 'This address is too long') },
      { path: `/${lang}/login?referer=${PAYLOAD.repeat(100)}`, status: 414, heading: text(lang, 'This address is too long') },
      // A lone surrogate in a query parameter of a page that is not the inventory.
      { path: `/${lang}/login?referer=%ED%A0%80`, status: 400, heading: text(lang, 'This address is not valid') },
      { path: `/${lang}/faq?x=${PAYLOAD}&y=%ED%B0%80`, status: 400, heading: text(lang, 'This address is not valid') },
    ];
    for (const { path, status, heading } of cases) {
      const answer = await get(path);
      expect([path.slice(0, 80), answer.status, h1(answer.text)]).toEqual([path.slice(0, 80), status, heading]);
      expect(answer.text).toContain(`<html lang="${htmlLang}">`);
      noEcho(answer.text);
    }
    // The inventory's filters: unknown and repeated keys, a lone surrogate, go by the canonical redirect.
    const redirected = await get(`/${lang}/${seg}?make=${vehicles[0].make.id}&make=2&zz=1&q=${PAYLOAD}&body=%ED%A0%80`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`/${lang}/${seg}?make=${vehicles[0].make.id}&q=${PAYLOAD}`);
    const canonical = await get(redirected.headers.location!);
    expect(canonical.status).toBe(200);
    expect(h1(canonical.text)).toBe(text(lang, 'Vehicles for sale'));
    noEcho(canonical.text);
  });
});
