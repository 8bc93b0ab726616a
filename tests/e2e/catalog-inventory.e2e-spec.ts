import type { Browser, Page } from 'playwright-core';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { launchBrowser, screenshot } from '../support/browser';
import { until } from '../support/poll';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, openPage, pathAndQuery, text, type Lang } from './web-support';

/**
 * Issue #5 (web), in Chromium against the production build served by the server: browse the inventory, filter (the
 * filters live in the URL), open a vehicle, change the province (change-geolocation modal) and the frequency and see the
 * payment change, the same payment the server's quote computes. The browsing runs once, in fr-ca (/autos: its amounts,
 * "1 234,56 $", are the French typography); the language switcher goes from en-ca (/cars) to fr-ca and back in one
 * walk, and a vehicle that does not exist is asked for in en-ca (issue #44: one copy of what both languages repeated).
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: 60, seed: 7 });
  await server.infra.projections.waitFor();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const segment = (lang: Lang) => (lang === 'en-ca' ? 'cars' : 'autos');
const other = (lang: Lang): Lang => (lang === 'en-ca' ? 'fr-ca' : 'en-ca');
/** "$1,234.56", "1 234,56 $" -> 123456 (amounts with cents). */
const centsOf = (s: string) => Number(s.replace(/[^\d]/g, ''));
/** "$31,999" or "31 999 $" (whole dollars) -> 31999. */
const dollarsOf = (s: string) => Number(s.replace(/[^\d]/g, ''));
const count = async (page: Page) => Number((await page.getByTestId('inventory-count').textContent())!.replace(/[^\d]/g, '') || 0);

/** POST /api/pricing/quote from the page (same cookies and CSRF pair as the app). */
async function serverQuote(page: Page, body: Record<string, unknown>): Promise<{ finance: { payment: number }; total: number }> {
  return page.evaluate(async (b) => {
    const csrf = () =>
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
    if (!csrf()) await fetch('/api/health');
    const res = await fetch('/api/pricing/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(csrf() ?? '') },
      body: JSON.stringify(b),
    });
    if (!res.ok) throw new Error(`quote ${res.status}: ${await res.text()}`);
    return res.json();
  }, body);
}

describe('inventory in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);
  const seg = segment(lang);

  it('browses, filters through the URL, opens a vehicle, and the payment follows the frequency and the province', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${lang}/${seg}`);
      await heading(page, t('Vehicles for sale'));
      await page.getByText(t('All-in prices: freight, PDI and fees included. Plus taxes and licensing.')).waitFor();
      await page.getByRole('article').first().waitFor();
      expect(await count(page)).toBe(60);
      expect(await page.getByRole('article').count()).toBe(24);
      await screenshot(page, `catalog-inventory-${lang}`);

      // A make (second option: the first make with its count), then a price range: both land in the URL.
      const make = page.getByRole('combobox', { name: exactly(t('Make')) });
      await make.selectOption({ index: 1 });
      await page.waitForURL(/[?&]make=\d+/);
      await until(
        () => count(page),
        (n) => n > 0 && n < 60,
        'fewer vehicles of one make',
      );
      await page.getByRole('textbox', { name: exactly(t('Minimum')) }).fill('20000');
      await page.getByRole('button', { name: exactly(t('Apply')) }).click();
      await page.waitForURL(/minPrice=20000/);
      await page.getByRole('article').first().waitFor();
      const prices = await page.locator('.inventory-card__amount').allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      for (const p of prices) expect(dollarsOf(p)).toBeGreaterThanOrEqual(20_000);
      const filtered = await count(page);

      // Shareable: the same URL in a fresh page shows the same search.
      const shared = pathAndQuery(page);
      const second = await context.newPage();
      await second.goto(`${server.url}${shared}`);
      await second.getByRole('article').first().waitFor();
      await until(
        () => count(second),
        (n) => n === filtered,
        'same count from the shared URL',
      );
      expect(await second.getByRole('combobox', { name: exactly(t('Make')) }).inputValue()).toBe(await make.inputValue());
      await second.close();
      await screenshot(page, `catalog-inventory-filtered-${lang}`);

      // The vehicle page.
      const first = page.getByRole('article').first().getByRole('link');
      const name = (await first.textContent())!.trim();
      await first.click();
      // The vehicle's address: its slug then its id (ADR 0061).
      await page.waitForURL(new RegExp(`/${lang}/${seg}/\\d{4}-[a-z0-9-]+-[0-9a-f-]{36}$`));
      const vehicleId = new URL(page.url()).pathname.slice(-36);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
      await page.getByText(t('Freight, PDI and all fees included. Plus taxes and licensing.')).waitFor();
      expect(await page.getByRole('link', { name: exactly(t('Buy online')) }).getAttribute('href')).toBe(`/${lang}/buy-online?vehicleId=${vehicleId}`);

      // Gallery from the keyboard.
      const gallery = page.getByRole('group', { name: new RegExp(t('Photos: {name}', { name: '' })) });
      await gallery.getByRole('button').first().focus();
      await page.keyboard.press('ArrowRight');
      await gallery.getByText(new RegExp(`^${t('Photo {position} of {count}', { position: '2', count: '\\d+' })}$`)).waitFor();

      // Payment: Quebec by default, weekly; then monthly; then Ontario from a postal code.
      const payment = page.getByTestId('estimator-payment');
      await payment.waitFor();
      expect(await page.getByTestId('estimator-province').textContent()).toBe(t('Quebec'));
      const weeklyQC = (await payment.textContent())!;
      expect(weeklyQC).toContain(t('per week'));

      await page.getByRole('combobox', { name: exactly(t('Payment frequency')) }).selectOption({ label: t('Monthly') });
      const monthlyQC = (await until(
        () => payment.textContent(),
        (s) => !!s?.includes(t('per month')),
        'a monthly payment',
      ))!;
      expect(centsOf(monthlyQC)).toBeGreaterThan(centsOf(weeklyQC) * 4);

      await page.getByRole('button', { name: exactly(t('Change geolocation')) }).click();
      const dialog = page.getByRole('dialog', { name: t('Change geolocation') });
      await dialog.getByRole('textbox', { name: exactly(t('Postal code')) }).fill('M5V 2T6');
      await dialog.getByRole('button', { name: exactly(t('Find my province')) }).click();
      await dialog
        .getByText(new RegExp(t('Ontario')))
        .first()
        .waitFor();
      await screenshot(page, `catalog-geolocation-${lang}`);
      await dialog.getByRole('button', { name: exactly(t('Use this province')) }).click();
      await until(
        () => page.getByTestId('estimator-province').textContent(),
        (s) => s === t('Ontario'),
        'Ontario chosen',
      );
      const monthlyON = (await until(
        () => payment.textContent(),
        (s) => !!s && s !== monthlyQC,
        'the payment with Ontario taxes',
      ))!;
      await page.getByText(new RegExp(`^${t('HST')} `)).waitFor();
      await screenshot(page, `catalog-vehicle-${lang}`);

      // The page computed what the server's quote computes, to the cent.
      const quote = await serverQuote(page, {
        vehicleId,
        province: 'ON',
        paymentMethod: 'finance',
        downPayment: 0,
        termMonths: 60,
        ratePercent: 1,
        frequency: 12,
      });
      expect(centsOf(monthlyON)).toBe(quote.finance.payment);

      // Remembered: another vehicle page opens with Ontario.
      await page.reload();
      await page.getByTestId('estimator-payment').waitFor();
      expect(await page.getByTestId('estimator-province').textContent()).toBe(t('Ontario'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the language switcher on the inventory', () => {
  it('keeps the search when it swaps the language, from en-ca (cars) to fr-ca (autos) and back', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/en-ca/cars?condition=used&sort=price-asc`);
      await page.getByRole('article').first().waitFor();
      for (const [from, to, fromName, toName] of [['en-ca', 'fr-ca', 'English', 'Français'], ['fr-ca', 'en-ca', 'Français', 'English']] as const) {
        await page.getByRole('button', { name: text(from, 'Language: {currentName}', { currentName: fromName }) }).click();
        await page.getByRole('menuitemradio', { name: toName }).click();
        await page.waitForURL(new RegExp(`/${to}/${segment(to)}\\?`));
        expect(pathAndQuery(page)).toBe(`/${to}/${segment(to)}?condition=used&sort=price-asc`);
        await heading(page, text(to, 'Vehicles for sale'));
        expect(await page.getByRole('combobox', { name: exactly(text(to, 'Sort by')) }).inputValue()).toBe('price-asc');
      }

      // A link in the other segment lands on the language's own.
      for (const lang of ['en-ca', 'fr-ca'] as const) {
        await page.goto(`${server.url}/${lang}/${segment(other(lang))}?condition=used`);
        await page.waitForURL(new RegExp(`/${lang}/${segment(lang)}\\?condition=used$`));
        await heading(page, text(lang, 'Vehicles for sale'));
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('says so when a vehicle does not exist', async () => {
  const { context, page } = await openPage(browser);
  try {
    await page.goto(`${server.url}/en-ca/cars/00000000-0000-4000-8000-000000000000`);
    await heading(page, 'This vehicle is not available');
    await page.getByRole('link', { name: 'Back to the inventory' }).click();
    await page.waitForURL(/\/en-ca\/cars$/);
  } finally {
    await context.close();
  }
});
