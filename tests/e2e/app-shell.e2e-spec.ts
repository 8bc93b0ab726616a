import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the web app served by the server', () => {
  it('opens /en-ca/ in Chromium and shows the app shell', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${server.url}/en-ca/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.title()).not.toBe('');
    await screenshot(page, 'app-shell-en-ca');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the French shell at /fr-ca/', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/fr-ca/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^fr/);
    await screenshot(page, 'login-fr-ca');
    await context.close();
  });
});
