import type { Browser } from 'playwright-core';
import { UserType } from '@marketplace/domain';
import { outbox, PASSWORD, userOfType } from '../api/identity/support';
import type { Client } from '../support/http-client';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, type Lang, loginThroughUi, openPage, openSignedInPage, shareSession, text } from './web-support';

/**
 * Issue #19 item 5 in Chromium: a customer writes to support from "Contact us" in the user menu, a team member answers
 * from /{lang}/shopicarTeam/messages, and the answer reaches the customer's outbox. The journey runs in en-ca; fr-ca
 * gets a lighter pass over the customer's form and the team's page (issue #44).
 */
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh page signed in as the API client's user (its session and CSRF cookies), without the login page: the lighter pass's. */
const signedIn = (client: Client) => openSignedInPage(browser, client, server.url);

describe('"Contact us"', () => {
  it('a customer message reaches the team, and the answer reaches the customer by email (en-ca)', async () => {
    const lang: Lang = 'en-ca';
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const customer = await userOfType(server, UserType.Regular, { firstName: 'Chloé' });
    const subject = `Essai routier ${lang}`;
    const sender = await openPage(browser);
    try {
      await loginThroughUi(sender.page, server.url, lang, customer.email, PASSWORD);
      // At once, without waiting for the dashboard: the account menu shows as soon as the user is signed in, in the login
      // page's header while the dashboard loads, and what is opened there stays open in the dashboard's header.
      await sender.page.getByRole('button', { name: exactly(t('Account menu of {name}', { name: 'Chloé' })) }).click();
      await sender.page.getByRole('menuitem', { name: exactly(t('Contact us')) }).click();
      const dialog = sender.page.getByRole('dialog', { name: exactly(t('Contact us')) });
      await dialog.getByRole('textbox', { name: exactly(t('Subject')) }).fill(subject);
      await dialog.getByRole('textbox', { name: exactly(t('Message')) }).fill('Puis-je faire un essai routier samedi?');
      await screenshot(sender.page, `contact-us-${lang}`);
      await dialog.getByRole('button', { name: exactly(t('Send')) }).click();
      await sender.page.getByText(t('Your message was sent. We will answer by email.')).waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(sender.errors).toEqual([]);
    } finally {
      await sender.context.close();
    }

    // Another person's write: the staff list shows it once the projection passed it.
    await server.infra.projections.waitFor();
    const team = await userOfType(server, UserType.TeamMember, { firstName: 'Ada' });
    const staff = await openPage(browser);
    try {
      await loginThroughUi(staff.page, server.url, lang, team.email, PASSWORD);
      await staff.page.waitForURL((url) => !url.pathname.endsWith('/login'));
      // The drawer leads the team to the messages (Shopicar Team group).
      await staff.page.getByRole('link', { name: exactly(t('Messages from users')) }).click();
      await heading(staff.page, t('Messages from users'));
      const message = staff.page.locator('li.support-message', { has: staff.page.getByRole('heading', { level: 2, name: exactly(subject) }) });
      await message.getByText('Puis-je faire un essai routier samedi?').waitFor();
      await message.getByRole('textbox', { name: exactly(t('Answer')) }).fill('Oui, samedi à 10 h.');
      await screenshot(staff.page, `support-messages-${lang}`);
      await message.getByRole('button', { name: exactly(t('Send the answer')) }).click();
      await staff.page.getByText(t('The answer was emailed.')).waitFor();
      await message.getByText('Oui, samedi à 10 h.', { exact: false }).waitFor();
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }

    const [mail] = await outbox(server, customer.email, { kind: 'support.answer' });
    expect(mail.text).toContain(subject);
    expect(mail.text).toContain('Oui, samedi à 10 h.');
  });

  it('fr-ca (a lighter pass): the user menu opens the form in French, and the team’s page, in its drawer, is in French', async () => {
    const lang: Lang = 'fr-ca';
    const t = (s: string, values?: Record<string, string>) => text(lang, s, values);
    const customer = await userOfType(server, UserType.Regular, { firstName: 'Chloé' });
    const team = await userOfType(server, UserType.TeamMember, { firstName: 'Ada' });
    const { context, page, errors } = await signedIn(customer.client);
    try {
      await page.goto(`${server.url}/${lang}/customer/dashboard`);
      await page.getByRole('button', { name: exactly(t('Account menu of {name}', { name: 'Chloé' })) }).click();
      await page.getByRole('menuitem', { name: exactly(t('Contact us')) }).click();
      const dialog = page.getByRole('dialog', { name: exactly(t('Contact us')) });
      await dialog.getByRole('textbox', { name: exactly(t('Subject')) }).waitFor();
      await dialog.getByRole('textbox', { name: exactly(t('Message')) }).waitFor();
      await dialog.getByRole('button', { name: exactly(t('Send')) }).waitFor();

      // The team member's session in the same browser (its cache warm): their page of messages.
      await context.clearCookies();
      await shareSession(context, team.client, server.url);
      await page.goto(`${server.url}/${lang}/shopicarTeam/messages`);
      await heading(page, t('Messages from users'));
      await page.getByRole('navigation', { name: exactly(t('Main navigation')) }).getByRole('link', { name: exactly(t('Messages from users')) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
