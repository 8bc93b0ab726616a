import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatLongDate } from '@marketplace/domain';
import { seedCatalogDemo } from '../../apps/server/src/modules/catalog/catalog.public';
import { outbox, PASSWORD, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text } from './web-support';
import { startTestSmtp, type TestSmtp, unQuotedPrintable } from '../support/smtp';
import { until } from '../support/poll';

/**
 * Issue #42 item 6 (ADR 0060), customer17's journey: a buyer whose account speaks English (as the demo seed's do) uses
 * the French site on a phone (390 px), chooses French on the profile page, and buys entirely in French. Every email of
 * the purchase (deposit receipt, order confirmation with the contract) is French, its links go to /fr-ca/ pages, its
 * money is written the French way, and the SMTP server receives each one. The order-placed page's date is the shared
 * formatter's.
 */
jest.setTimeout(240_000);

const LICENCE = path.resolve(__dirname, '../api/purchase/fixtures/gps.jpg');
const t = (english: string, values?: Record<string, string>) => text('fr-ca', english, values);
const button = (page: Page, name: string) => page.getByRole('button', { name: exactly(name) });
const field = (page: Page, name: string) => page.getByRole('textbox', { name: exactly(name) });

let smtp: TestSmtp;
let server: TestServer;
let browser: Browser;
let vehicleId: string;

/** The links of a message that lead to this site's pages. */
const siteLinks = (body: string) => [...body.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1):\d+\/[^\s"<>]*/g)].map((m) => new URL(m[0]).pathname);

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Shopicar <no-reply@mail.marketplace.ca>' });
  await seedCatalogDemo({ db: server.infra.db, store: server.infra.store }, { vehicles: 12, seed: 11, now: new Date('2026-03-01T12:00:00Z') });
  await server.infra.projections.waitFor();
  const row = await server.infra.db.selectFrom('catalog.vehicle_listings').select('id').where('company_id', '=', 1).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
  vehicleId = row.id as string;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

it('sends every email of a French purchase in French, with /fr-ca/ links', async () => {
  // customer17: an account whose language is English (the demo seed's), signed in on the French site on a phone.
  const { email } = await userOfType(server, 8, { firstName: 'Chris', lastName: 'Customer' });
  const { context, page, errors } = await openPage(browser);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughUi(page, server.url, 'fr-ca', email, PASSWORD);
    await page.waitForURL(/\/fr-ca\/customer\/dashboard/);

    // The profile shows the account's language and the person chooses French there.
    await page.goto(`${server.url}/fr-ca/customer/profile`);
    const language = page.getByRole('combobox', { name: new RegExp(`^${t('Language of my emails and documents')}`) });
    await page.getByRole('option', { name: 'Français' }).waitFor({ state: 'attached' });
    expect(await language.inputValue()).toBe('1');
    await language.selectOption({ label: 'Français' });
    await button(page, t('Save')).click();
    await page.getByText(t('Your profile is saved.')).waitFor();
    await page.reload();
    await page.getByRole('option', { name: 'Français' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('combobox', { name: new RegExp(`^${t('Language of my emails and documents')}`) }).inputValue()).toBe('2');

    // Buys in French: the eight steps with the test card.
    await page.goto(`${server.url}/fr-ca/buy-online?vehicleId=${vehicleId}`);
    await button(page, t('Start my purchase')).click();
    await heading(page, t('Personal details'));
    await field(page, t('First name')).fill('Chris');
    await field(page, t('Last name')).fill('Client');
    await field(page, t('Address')).fill('1 rue Sainte-Catherine O');
    await field(page, t('City')).fill('Montréal');
    await page.getByRole('combobox', { name: exactly(t('Province')) }).selectOption('QC');
    await field(page, t('Postal code')).fill('H2X 1Y4');
    await field(page, t('Phone')).fill('5145551234');
    await button(page, t('Save and continue')).click();

    await heading(page, t('Trade-in'));
    await page.getByRole('radio', { name: new RegExp(`^${t('I have no trade-in')}`) }).check();
    await button(page, t('Save and continue')).click();

    await heading(page, t('Cash, finance or lease'));
    await page.getByRole('radio', { name: new RegExp(`^${t('Cash')}`) }).check();
    await button(page, t('Save and continue')).click();

    await heading(page, t('Protection plan'));
    await page.getByRole('radio').first().check();
    await button(page, t('Save and continue')).click();

    await heading(page, t('Delivery or pickup'));
    await page.locator('input[type=radio][value=pickup]').check();
    const date = page.locator('input[type=date]');
    if (!(await date.inputValue())) await date.fill((await date.getAttribute('min'))!);
    await button(page, t('Save and continue')).click();

    await heading(page, t("Driver's licence"));
    await page.locator('#licence-front').setInputFiles(LICENCE);
    await page.getByRole('img', { name: t('Front of the licence') }).waitFor();
    await page.locator('#licence-back').setInputFiles(LICENCE);
    await page.getByRole('img', { name: t('Back of the licence') }).waitFor();
    await page.getByRole('checkbox', { name: t('All four corners are visible on both photos') }).check();
    await page.getByRole('checkbox', { name: t('The address on my licence matches the delivery address') }).check();
    await button(page, t('Confirm and continue')).click();

    await heading(page, t('Deposit'));
    await page.getByRole('button', { name: new RegExp(t('Pay the {0} deposit').split('{0}')[0].trim()) }).click();
    const form = page.getByRole('form', { name: t('Test card payment') });
    await field(page, t('Card number')).fill('4242 4242 4242 4242');
    await field(page, t('Expiry (MM/YY)')).fill('12/34');
    await field(page, t('CVC')).fill('123');
    await form.getByRole('button').click();
    await page.getByText(t('Deposit paid'), { exact: true }).waitFor({ timeout: 20_000 });
    await button(page, t('Continue to the review')).click();

    await heading(page, t('Review order'));
    const pad = page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 10 + i * ((box.width - 20) / 12), box.y + box.height / 2 + (i % 2 ? -20 : 20));
    await page.mouse.up();
    await button(page, t('Sign and place my order')).click();
    await heading(page, t('Your order is placed'));
    await screenshot(page, 'french-emails-order-placed-390');

    // The page's signing date is the shared formatter's long French date in the dealer's province (ADR 0060), the same
    // the contract prints.
    const signedOn = page.locator('.review-list dt', { hasText: t('Signed on') }).locator('xpath=following-sibling::dd[1]');
    const shown = (await signedOn.textContent())!.trim();
    expect(shown).toMatch(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
    expect([formatLongDate(new Date(Date.now() - 120_000), 'fr-ca', { province: 'QC' }), formatLongDate(new Date(), 'fr-ca', { province: 'QC' })]).toContain(shown);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }

  // Every email of the purchase, as the server sent it (the outbox) and as the SMTP server smtp.received it.
  const kinds = ['purchase.deposit-receipt', 'purchase.order-confirmation'];
  const sent = await outbox(server, email, { count: kinds.length, timeoutMs: 30_000 });
  expect(sent.map((m) => m.kind).sort()).toEqual(kinds);
  const subjects = Object.fromEntries(sent.map((m) => [m.kind, m.subject.replace(/\s/g, ' ')]));
  expect(subjects['purchase.deposit-receipt']).toBe('Reçu de votre dépôt de 250,00 $');
  expect(subjects['purchase.order-confirmation']).toMatch(/^Confirmation de votre commande : /);
  for (const message of sent) {
    expect(message.text).toMatch(/^Bonjour/);
    expect(message.text).not.toMatch(/\b(Hello|Your|deposit|Receipt|Thank you)\b/);
    const links = siteLinks(message.text);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((p) => !p.startsWith('/fr-ca/'))).toEqual([]);
    // French typography: a no-break space before the colon of the action line ("Mon tableau de bord : https://…").
    expect(message.text).toMatch(/\S\u00a0: https?:\/\//);
  }
  expect(sent.find((m) => m.kind === 'purchase.order-confirmation')!.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

  // The outbox records a message as it goes to SMTP: wait (bounded) until the SMTP server has them all.
  await until(() => smtp.received.filter((m) => m.to.includes(email)).length, (n) => n >= kinds.length, 'every message at the SMTP server', { timeoutMs: 20_000, intervalMs: 50 });
  const delivered = smtp.received.filter((m) => m.to.includes(email)).map((m) => unQuotedPrintable(m.raw));
  expect(delivered).toHaveLength(kinds.length);
  for (const body of delivered) {
    expect(body).toContain('Bonjour');
    expect(body).not.toContain('/en-ca/');
    // Every link in French; the brand's logo (an image, ADR 0067) is the French one.
    const paths = siteLinks(body);
    expect(paths.filter((p) => !p.startsWith('/fr-ca/') && p !== '/brands/default/email-logo-fr.png')).toEqual([]);
    expect(paths).toContain('/brands/default/email-logo-fr.png');
    expect(body).toMatch(/<html lang=3D"fr-CA"|<html lang="fr-CA"/);
  }
});
