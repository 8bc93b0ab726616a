import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { seedCatalogReference } from '../../apps/server/src/modules/catalog/catalog.public';
import { outbox, PASSWORD, userOfType } from '../api/identity/support';
import { BASIC, CONDITION, createCivic } from '../api/trade-in/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/** Issue 12 item 4 in Chromium, in en-ca and fr-ca: an adviser values a salvage-title trade-in; its owner is emailed. */
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

describe.each(LANGS)('the adviser queue in %s', (lang: Lang) => {
  const t = (s: string) => text(lang, s);

  it('sets the value of a trade-in the model cannot value', async () => {
    const owner = await userOfType(server, UserType.Regular);
    const tradeInId = await createCivic(owner.client);
    await owner.client.post('/tradein/save-basic-information', { body: { tradeInId, basic: BASIC } });
    await owner.client.post('/tradein/save-condition', { body: { tradeInId, condition: { ...CONDITION, titleBrand: 'flood' } } });
    await owner.client.post('/tradein/appraise-trade-in', { body: { tradeInId } });
    await server.infra.projections.waitFor();
    const adviser = await userOfType(server, UserType.TeamMember);
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, adviser.email, PASSWORD);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`${server.url}/${lang}/shopicarTeam/trade-in-advisers`);
      await heading(page, t('Trade-ins to value'));
      const row = page.locator(`tr[data-trade-in="${tradeInId}"]`);
      await row.getByText(t('Salvage or flood title')).waitFor();
      await row.getByRole('textbox', { name: exactly(t('Value ($)')) }).fill('8500');
      await row.getByRole('textbox', { name: exactly(t('Reason')) }).fill('Flood title, dry interior');
      await screenshot(page, `trade-in-advisers-${lang}`);
      await row.getByRole('button', { name: exactly(t('Set the value')) }).click();
      await row.waitFor({ state: 'detached' });
      const [mail] = await outbox(server, owner.email, { kind: 'trade-in-adviser' });
      expect(mail.text).toContain('Flood title, dry interior');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
