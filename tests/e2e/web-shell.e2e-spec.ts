import type { Browser } from 'playwright-core';
import { BRANDS, type Brand } from '../../apps/web/src/lib/brand/brands';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { heading, LANGS, openPage, pathAndQuery, text } from './web-support';

/**
 * Issue #4 URL rules (spec §2) and white-label brands (spec §1), against the production build served by the server:
 * `/` and an unknown language redirect, a trailing slash is removed, unmatched paths show the 404 page; each of the six
 * brands, selected by the host name, renders its own title, logo and palette.
 */
let server: TestServer;
let browser: Browser;
let port: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  port = new URL(server.url).port;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('URL rules (spec §2)', () => {
  const cases: { from: string; to: string; why: string }[] = [
    { from: '/', to: '/en-ca/', why: 'the root goes to the home page of the first language' },
    { from: '/de-de/login', to: '/en-ca/login', why: 'an unknown language goes to /{first language}/login' },
    { from: '/xx/customer/dashboard?a=1', to: '/en-ca/login', why: 'an unknown language drops the rest' },
    { from: '/FR-CA/signup', to: '/fr-ca/signup', why: 'a configured language in another case is lower-cased' },
    { from: '/en-ca/signup/', to: '/en-ca/signup', why: 'a trailing slash is removed' },
    { from: '/fr-ca/recover/?email=a%40b.ca', to: '/fr-ca/recover?email=a%40b.ca', why: 'the query survives the trailing-slash rule' },
    { from: '/en-ca/', to: '/en-ca/', why: 'the language home keeps its slash' },
  ];

  it.each(cases)('$from -> $to ($why)', async ({ from, to }) => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}${from}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
      expect(pathAndQuery(page)).toBe(to);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(LANGS)('shows the 404 page for an unmatched path in %s, with its two ways out', async (lang) => {
    const { context, page } = await openPage(browser);
    try {
      const response = await page.goto(`${server.url}/${lang}/this/page/does-not-exist?x=1`);
      expect(response?.status()).toBe(404); // the app's HTML with the status the server knows (ADR 0061)
      await heading(page, text(lang, 'Page not found'));
      await page.getByText(text(lang, "That page doesn't exist or is unavailable.")).waitFor();
      expect(pathAndQuery(page)).toBe(`/${lang}/this/page/does-not-exist?x=1`);
      await page.getByRole('button', { name: text(lang, 'Go back') }).waitFor();
      expect(await page.getByRole('link', { name: text(lang, 'My dashboard') }).getAttribute('href')).toBe(`/${lang}/customer/dashboard`);
      await screenshot(page, `web-404-page-${lang}`);
    } finally {
      await context.close();
    }
  });

  it('sends an anonymous visitor of a guarded page to login with the path and query as referer', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.url}/fr-ca/customer/garage?sort=recent`);
      await heading(page, text('fr-ca', 'Login'));
      expect(pathAndQuery(page)).toBe(`/fr-ca/login?referer=${encodeURIComponent('/fr-ca/customer/garage?sort=recent')}`);
    } finally {
      await context.close();
    }
  });
});

describe('white-label brands (spec §1): each host renders its own title, logo and palette', () => {
  const hosts: Record<Brand['id'], string> = {
    default: 'localhost',
    finance: 'finance.localhost',
    'trade-in': 'trade.localhost',
    'dealer-group': 'group.localhost',
    listing: 'listing.localhost',
    directory: 'directory.localhost',
  };
  const seen: { title: string; logo: string; primary: string }[] = [];

  afterAll(() => {
    // Six different brands, not one brand six times.
    expect(new Set(seen.map((s) => s.title)).size).toBe(seen.length);
    expect(new Set(seen.map((s) => s.logo)).size).toBe(seen.length);
    expect(new Set(seen.map((s) => s.primary)).size).toBe(seen.length);
  });

  it.each(Object.entries(hosts) as [Brand['id'], string][])('%s at %s', async (id, host) => {
    const brand = BRANDS[id];
    const { context, page } = await openPage(browser);
    try {
      for (const lang of LANGS) {
        await page.goto(`http://${host}:${port}/${lang}/login`);
        await heading(page, text(lang, 'Login'));
        const short = lang === 'en-ca' ? 'en' : 'fr';
        await page.waitForFunction((title) => document.title.endsWith(title), brand.pageTitle[short]);
        // The logo is fetched after the first paint; wait for it to settle (loaded or failed) before judging it.
        await page.waitForFunction(() => document.querySelector<HTMLImageElement>('header img.brand-logo__image')?.complete === true);
        const shown = await page.evaluate(() => ({
          title: document.title,
          brand: document.documentElement.dataset.brand,
          primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
          secondary: getComputedStyle(document.documentElement).getPropertyValue('--brand-secondary').trim(),
          text: getComputedStyle(document.documentElement).getPropertyValue('--brand-text').trim(),
          logo: document.querySelector<HTMLImageElement>('header img.brand-logo__image')?.getAttribute('src'),
          logoAlt: document.querySelector<HTMLImageElement>('header img.brand-logo__image')?.alt,
          logoLoaded: (document.querySelector<HTMLImageElement>('header img.brand-logo__image')?.naturalWidth ?? 0) > 0,
          favicon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
        }));
        expect(shown).toEqual({
          title: `${text(lang, 'Login')} | ${brand.pageTitle[short]}`,
          brand: id,
          primary: brand.palette.primary,
          secondary: brand.palette.secondary,
          text: brand.palette.text,
          logo: brand.logo[short],
          logoAlt: brand.name[short],
          logoLoaded: true,
          favicon: brand.favicon,
        });
        // The palette reaches the components: the primary button is painted with the brand's colour.
        const button = await page.getByRole('button', { name: text(lang, 'Login'), exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
        expect(button).toBe(rgb(brand.palette.primary));
        if (lang === 'en-ca') seen.push({ title: shown.title, logo: shown.logo ?? '', primary: shown.primary });
      }
      await screenshot(page, `web-brand-${id}`);
    } finally {
      await context.close();
    }
  });
});

describe('the login page arrives rendered by the server (ADR 0065): it paints before the JavaScript runs', () => {
  it.each(LANGS)('in %s, in the brand of the host, then the app hydrates it: what is typed stays', async (lang) => {
    const brand = BRANDS.finance;
    const short = lang === 'en-ca' ? 'en' : 'fr';
    const url = `http://finance.localhost:${port}/${lang}/login`;
    const noScript = await newPage(browser, { javaScriptEnabled: false });
    try {
      await noScript.page.goto(url);
      // In #root, where the app hydrates it: no boot shell over it.
      const root = noScript.page.locator('#root[data-rendered="server"]');
      await root.locator('h1', { hasText: text(lang, 'Login') }).waitFor();
      expect(await root.locator('header img.brand-logo__image').getAttribute('src')).toBe(brand.logo[short]);
      await root.getByText(brand.legalName).waitFor();
      expect(await noScript.page.locator('#boot').count()).toBe(0);
      // The brand's colours are there before any script: the button is the brand's.
      const button = await root.getByRole('button', { name: text(lang, 'Login'), exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(button).toBe(rgb(brand.palette.primary));
    } finally {
      await noScript.context.close();
    }
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(url);
      const email = page.getByRole('textbox', { name: text(lang, 'Email') });
      await email.fill('someone@shopicar.ca');
      // Hydrated: the language menu (a script's button) opens; the address typed is still there.
      await page.locator('.site-header button[aria-haspopup="menu"]').first().click();
      await page.getByRole('menuitemradio').first().waitFor();
      expect(await email.inputValue()).toBe('someone@shopicar.ca');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
