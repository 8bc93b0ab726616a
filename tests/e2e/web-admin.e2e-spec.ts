import type { Browser, Page } from 'playwright-core';
import { outbox, uniqueEmail, userOfType } from '../api/identity/support';
import { launchBrowser, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { exactly, heading, loginThroughUi, openPage, pathAndQuery, seriousViolations, text, type Lang } from './web-support';

/**
 * Users management (spec §6 section 1, types 6 and 7) in the browser: the drawer link, the paged and searchable list,
 * details, sections and permissions, devices and ending sessions (en-ca), creating a user (fr-ca), and "login as another
 * user" with the impersonation banner and its way back. The impersonation runs in full in en-ca; fr-ca has a lighter
 * pass over its user page and confirmation dialog, without impersonating (issue #44).
 */
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

/** Reloads until `check` passes: the users list and details read projections, which follow the events shortly after. */
async function eventually(page: Page, check: () => Promise<void>, attempts = 20) {
  for (let i = 1; ; i++) {
    try {
      await check();
      return;
    } catch (error) {
      if (i >= attempts) throw error;
      await page.waitForTimeout(250);
      await page.reload();
    }
  }
}

/** Opens a user's page from the list, found by email. */
async function openUserFromList(page: Page, lang: Lang, email: string, name: string) {
  await page.goto(`${server.url}/${lang}/admin/users?search=${encodeURIComponent(email)}`);
  await heading(page, text(lang, 'Users'));
  await eventually(page, () => page.getByRole('link', { name: exactly(name) }).waitFor({ timeout: 1_000 }));
  await page.getByRole('link', { name: exactly(name) }).click();
  await heading(page, name);
}

describe('users management (admin, type 6)', () => {
  it('reaches users from the drawer, searches, and saves sections and permissions', async () => {
    const admin = await userOfType(server, 6, { firstName: 'Ada', lastName: 'Admin' });
    const customer = await userOfType(server, 8, { firstName: 'Chloé', lastName: 'Tremblay' });
    const { context, page, errors } = await openPage(browser, { axe: true });
    try {
      await loginThroughUi(page, server.url, 'en-ca', admin.email, admin.password);
      // An administrator lands on the administration home (issue #45 item 9).
      await heading(page, 'Administration');
      const drawer = page.getByRole('complementary').or(page.getByRole('navigation', { name: 'Main navigation' })).first();
      await drawer.getByRole('link', { name: 'Users', exact: true }).first().click();
      await heading(page, 'Users');
      expect(pathAndQuery(page)).toBe('/en-ca/admin/users');
      await page.getByRole('table', { name: /^Users, page 1 of/ }).waitFor();

      // Search by email (the query lives in the URL).
      await page.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === customer.email);
      await eventually(page, () => page.getByRole('link', { name: 'Chloé Tremblay' }).waitFor({ timeout: 1_000 }));
      await screenshot(page, 'web-admin-users-list');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Chloé Tremblay' }).click();
      await heading(page, 'Chloé Tremblay');

      // Devices: the customer signed in once (from the API client).
      const devices = page.getByRole('table', { name: 'Devices of Chloé Tremblay' });
      await devices.waitFor();
      expect(await devices.getByRole('row').count()).toBeGreaterThan(1);
      expect(await seriousViolations(page)).toEqual([]);

      // Sections and permissions: a regular user without credit applications, with the companies section.
      await page.getByRole('checkbox', { name: 'Credit applications' }).uncheck();
      await page.getByRole('checkbox', { name: 'Companies' }).check();
      await page.getByRole('button', { name: 'Save the changes' }).click();
      await page.getByText('The changes are saved.').waitFor();
      await screenshot(page, 'web-admin-user-details');
      await eventually(page, async () => {
        await heading(page, 'Chloé Tremblay');
        expect(await page.getByRole('checkbox', { name: 'Credit applications' }).isChecked({ timeout: 2_000 })).toBe(false);
        expect(await page.getByRole('checkbox', { name: 'Companies' }).isChecked()).toBe(true);
      });
      // The customer's own drawer follows.
      const sections = await customer.client.get('/user/get-user-dashboard-sections');
      const flags = Object.fromEntries((sections.body.userDashBoardSection as { sectionId: number; active: boolean }[]).map((s) => [s.sectionId, s.active]));
      expect(flags).toMatchObject({ 3: true, 11: false, 6: true });

      // End all of the customer's sessions.
      await page.getByRole('button', { name: 'End all sessions' }).click();
      const dialog = page.getByRole('dialog', { name: 'End all sessions?' });
      await dialog.getByRole('button', { name: 'End sessions', exact: true }).click();
      await page.getByText(/^Sessions ended: [1-9]/).waitFor();
      expect((await customer.client.get('/user/current')).status).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a user, who receives a link to create a password', async () => {
    const admin = await userOfType(server, 7, { firstName: 'Alex', lastName: 'Admin' });
    const email = uniqueEmail('created');
    const { context, page } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, 'fr-ca', admin.email, admin.password);
      await heading(page, text('fr-ca', 'Administration'));
      await page.goto(`${server.url}/fr-ca/admin/users`);
      await heading(page, text('fr-ca', 'Users'));
      await page.getByRole('link', { name: text('fr-ca', 'Create a user') }).click();
      await heading(page, text('fr-ca', 'Create a user'));
      // An admin (7) cannot give the super admin type.
      const types = await page.getByRole('combobox', { name: exactly(text('fr-ca', 'User type')) }).locator('option').allTextContents();
      expect(types).not.toContain(text('fr-ca', 'Super admin'));
      const label = (english: string) => exactly(text('fr-ca', english, {}, 'admin'));
      await page.getByRole('textbox', { name: label('Email') }).fill(email);
      await page.getByRole('textbox', { name: label('First name') }).fill('Nora');
      await page.getByRole('textbox', { name: label('Last name') }).fill('Gagnon');
      await screenshot(page, 'web-admin-create-user-fr-ca');
      await page.getByRole('button', { name: text('fr-ca', 'Create the user') }).click();
      await page.waitForURL(/\/fr-ca\/admin\/users\/[0-9a-f-]{36}$/);
      await eventually(page, () => heading(page, 'Nora Gagnon').then(() => undefined));
      const [mail] = await outbox(server, email, { kind: 'identity.create-password' });
      expect(mail?.text).toMatch(/\/create-password\//);
    } finally {
      await context.close();
    }
  });

  it('never offers "login as" for a super admin', async () => {
    const admin = await userOfType(server, 7, { firstName: 'Sam', lastName: 'Seven' });
    const superAdmin = await userOfType(server, 6, { firstName: 'Sue', lastName: 'Super' });
    const { context, page } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, 'en-ca', admin.email, admin.password);
      await heading(page, 'Administration');
      await page.goto(`${server.url}/en-ca/admin/users/${superAdmin.userId}`);
      await eventually(page, () => heading(page, 'Sue Super').then(() => undefined));
      await page.getByRole('table', { name: 'Devices of Sue Super' }).waitFor();
      expect(await page.getByRole('button', { name: 'Login as this user' }).count()).toBe(0);
      // An admin (7) does not manage a super admin: the access form says so and cannot be saved.
      await page.getByText('Only a super admin can change the access of a super admin.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('impersonation in en-ca', () => {
  const lang: Lang = 'en-ca';
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);

  it('an admin logs in as a customer after confirming, sees the banner everywhere, and ends it', async () => {
    const admin = await userOfType(server, 6, { firstName: 'Ada', lastName: `Admin-${lang}` });
    const customer = await userOfType(server, 8, { firstName: 'Jean', lastName: `Client-${lang}` });
    const name = `Jean Client-${lang}`;
    const { context, page, errors } = await openPage(browser, { axe: true });
    try {
      await loginThroughUi(page, server.url, lang, admin.email, admin.password);
      await heading(page, t('Administration'));
      await openUserFromList(page, lang, customer.email, name);

      await page.getByRole('button', { name: t('Login as this user') }).click();
      const dialog = page.getByRole('dialog', { name: t('Login as another user') });
      await dialog.waitFor();
      await screenshot(page, `web-admin-login-as-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      // The dialog and the banner say the same about what is recorded (ADR 0078), and the dialog asks why.
      const notice = t('Everything you do is recorded as done by {name}, with you as the impersonator and the reason you gave.', { name });
      await dialog.getByText(notice).waitFor();
      await dialog.getByRole('textbox', { name: t('Reason') }).fill(`Checking the dashboard (${lang})`);
      await dialog.getByRole('button', { name: t('Login as {name}', { name }) }).click();

      // Now acting as the customer: their dashboard, with the banner.
      await heading(page, t('Hello {name}', { name: 'Jean' }));
      expect(pathAndQuery(page)).toBe(`/${lang}/customer/dashboard`);
      const banner = page.getByRole('region', { name: t('Impersonation') });
      await banner.getByText(t('You are acting as {name}', { name: `${name} (${customer.email})` })).waitFor();
      await banner.getByText(t('Everything you do is recorded as done by {name}, with you as the impersonator and the reason you gave.', { name: `${name} (${customer.email})` })).waitFor();
      await screenshot(page, `web-impersonating-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      // On a public page too.
      await page.goto(`${server.url}/${lang}/faq`);
      await banner.waitFor();
      // The session is the customer's, recorded as started by the admin.
      const current = await page.evaluate(async () => (await fetch('/api/user/current', { credentials: 'include' })).json());
      expect(current).toMatchObject({ User_Guid: customer.userId, Impersonator_Guid: admin.userId });

      await banner.getByRole('button', { name: t('End impersonation') }).click();
      // Back as the admin, on the customer's page in users management.
      await heading(page, name);
      expect(pathAndQuery(page)).toBe(`/${lang}/admin/users/${customer.userId}`);
      expect(await page.getByRole('region', { name: t('Impersonation') }).count()).toBe(0);
      await page.getByRole('button', { name: t('Account menu of {name}', { name: 'Ada' }) }).waitFor();
      const after = await page.evaluate(async () => (await fetch('/api/user/current', { credentials: 'include' })).json());
      expect(after).toMatchObject({ User_Guid: admin.userId, Impersonator_Guid: null });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('impersonation in fr-ca, its screens only', () => {
  const lang: Lang = 'fr-ca';
  const t = (english: string, values?: Record<string, string>) => text(lang, english, values);

  it("offers an admin to log in as a customer from the customer's page, with the dialog that says what is recorded", async () => {
    const admin = await userOfType(server, 6, { firstName: 'Ada', lastName: `Admin-${lang}` });
    const customer = await userOfType(server, 8, { firstName: 'Jean', lastName: `Client-${lang}` });
    const name = `Jean Client-${lang}`;
    const { context, page, errors } = await openPage(browser);
    try {
      await loginThroughUi(page, server.url, lang, admin.email, admin.password);
      await heading(page, t('Administration'));
      await page.goto(`${server.url}/${lang}/admin/users/${customer.userId}`);
      await eventually(page, () => heading(page, name).then(() => undefined));
      await page.getByRole('button', { name: t('Login as this user') }).click();
      const dialog = page.getByRole('dialog', { name: t('Login as another user') });
      await dialog.getByText(t('Everything you do is recorded as done by {name}, with you as the impersonator and the reason you gave.', { name })).waitFor();
      await dialog.getByRole('textbox', { name: t('Reason') }).waitFor();
      await dialog.getByRole('button', { name: t('Login as {name}', { name }) }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
