import type { Browser, Page } from 'playwright-core';
import { UserType, type UserTypeId } from '@marketplace/domain';
import { seedDemoCompanies } from '../../apps/server/src/modules/dealer/dealer.public';
import { UserAccounts } from '../../apps/server/src/modules/identity/identity.public';
import { systemContext } from '../../apps/server/src/platform/http/request-context';
import { PASSWORD, userOfType } from '../api/identity/support';
import { linkToken, outbox, uniqueEmail } from '../support/mailbox';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue #45 items 5 and 9 in Chromium: a manager of company 1 adds a lead address and invites a user; the invitee, not a
 * manager, sees the same forms read only; each user type lands on its own home after login, and the super admin's
 * drawer has the Dealership group. One language per scenario (issue #44): the manager and the invitee in fr-ca (the
 * invitation email and the forms in French), the landing pages in en-ca; both subjects of the invitation email:
 * tests/api/dealer/company-self-service.int-spec.ts.
 */
let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer();
  await seedDemoCompanies(server.infra.store);
  await server.infra.projections.waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A dealer of company 1 whom staff made a manager (an event on their stream). */
async function manager() {
  const dealer = await userOfType(server, UserType.Dealer, { companyId: 1 });
  const ctx = systemContext();
  await server.app.get(UserAccounts, { strict: false }).execute(dealer.userId, {
    type: 'ChangeCompanyManager', data: { actor: { userId: 'staff', userTypeId: UserType.SuperAdmin, companyId: 1, manager: false }, manager: true, now: ctx.now.toISOString() },
  }, ctx);
  return dealer;
}

async function signIn(page: Page, lang: Lang, email: string) {
  await loginThroughUi(page, server.url, lang, email, PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

describe('the company self-service in fr-ca', () => {
  const lang: Lang = 'fr-ca';
  const tr = (s: string, values: Record<string, string> = {}) => text(lang, s, values, 'dealer');

  it('a manager adds a lead address and invites a user; the invitee sees the forms read only', async () => {
    const boss = await manager();
    const address = uniqueEmail(`leads-${lang}`);
    const invitee = uniqueEmail(`invitee-${lang}`);
    const { context, page, errors } = await openPage(browser);
    try {
      await signIn(page, lang, boss.email);
      // Item 9: a dealer lands on their company's dashboard.
      await page.waitForURL((url) => url.pathname === `/${lang}/company/1/dashboard`);

      await page.goto(`${server.url}/${lang}/company/1/companies`);
      await page.getByRole('tab', { name: tr('Lead emails') }).click();
      await page.getByRole('button', { name: tr('Add an address') }).click();
      const fields = page.getByRole('textbox', { name: exactly(tr('Email')) });
      await fields.last().fill(address);
      await page.getByRole('button', { name: exactly(tr('Save')) }).click();
      await page.getByText(tr('The lead emails are saved.')).waitFor();

      await page.getByRole('tab', { name: tr('Users') }).click();
      const form = page.getByRole('form', { name: tr('Invite a user') });
      await form.getByRole('textbox', { name: new RegExp(`^${tr('Email')}`) }).fill(invitee);
      await form.getByRole('textbox', { name: new RegExp(`^${tr('First name')}`) }).fill('Ines');
      await form.getByRole('button', { name: tr('Send the invitation') }).click();
      await page.getByText(tr('The invitation is sent to {0}.', { 0: invitee })).waitFor();
      await screenshot(page, `dealer-self-service-manager-${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // The invitation, in the language the manager chose (the page's), opens the create-password page.
    const [mail] = await outbox(server, invitee, { kind: 'dealer.company-invitation' });
    expect(mail.subject).toMatch(/Invitation à rejoindre/);
    const token = linkToken(mail, 'create-password');
    const invited = await openPage(browser);
    try {
      await invited.page.goto(`${server.url}/${lang}/create-password/${encodeURIComponent(token)}`);
      await heading(invited.page, text(lang, 'Create your password'));
      await invited.page.getByRole('textbox', { name: exactly(text(lang, 'New password')) }).fill(PASSWORD);
      await invited.page.getByRole('textbox', { name: exactly(text(lang, 'Confirm new password')) }).fill(PASSWORD);
      await invited.page.getByRole('button', { name: exactly(text(lang, 'Create my password')) }).click();
      await heading(invited.page, text(lang, 'Your password is created'));

      await signIn(invited.page, lang, invitee);
      await invited.page.waitForURL((url) => url.pathname === `/${lang}/company/1/dashboard`);
      await invited.page.goto(`${server.url}/${lang}/company/1/companies`);
      await invited.page.getByRole('tab', { name: tr('Lead emails') }).click();
      await invited.page.getByText(tr('Only a manager of the company can change where its leads go.')).waitFor();
      await invited.page.getByRole('list', { name: tr('Lead email addresses') }).getByText(address, { exact: false }).waitFor();
      expect(await invited.page.getByRole('button', { name: exactly(tr('Save')) }).count()).toBe(0);
      await invited.page.getByRole('tab', { name: tr('Forms') }).click();
      await invited.page.getByText(tr('Test drive')).waitFor();
      expect(await invited.page.getByRole('checkbox').count()).toBe(0);
      await invited.page.getByRole('tab', { name: tr('Users') }).click();
      await invited.page.getByText(tr('Only a manager of the company can change its users.')).waitFor();
      expect(await invited.page.getByRole('form', { name: tr('Invite a user') }).count()).toBe(0);
      await screenshot(invited.page, `dealer-self-service-read-only-${lang}`);
      expect(invited.errors).toEqual([]);
    } finally {
      await invited.context.close();
    }
  });
});

describe('the landing pages in en-ca', () => {
  const lang: Lang = 'en-ca';

  it('lands each user type on its own home after login; the super admin has the Dealership group', async () => {
    const homes: [UserTypeId, string][] = [
      [UserType.TeamMember, `/${lang}/shopicarTeam/lead-management`],
      [UserType.VehiclesTeam, `/${lang}/vehiclesTeam/vehicles`],
      [UserType.Admin, `/${lang}/admin`],
      [UserType.SuperAdmin, `/${lang}/admin`],
      [UserType.Regular, `/${lang}/customer/dashboard`],
    ];
    for (const [type, home] of homes) {
      const user = await userOfType(server, type);
      const { context, page, errors } = await openPage(browser);
      try {
        await signIn(page, lang, user.email);
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === home);
        if (type === UserType.SuperAdmin) {
          // The drawer's Dealership group (a list named by its title) leads to every dealership.
          const group = page.getByRole('list', { name: exactly(text(lang, 'Dealership', {}, 'account')) }).first();
          await group.getByRole('link', { name: exactly(text(lang, 'Dealerships', {}, 'account')) }).click();
          await page.waitForURL((url) => url.pathname === `/${lang}/company`);
          await page.getByRole('link', { name: 'Auto Boulevard Montréal' }).click();
          await page.waitForURL((url) => url.pathname === `/${lang}/company/1/dashboard`);
          await screenshot(page, `super-admin-dealership-${lang}`);
        }
        expect({ type, errors }).toEqual({ type, errors: [] });
      } finally {
        await context.close();
      }
    }
  });
});
