import type { Browser, Page } from 'playwright-core';
import { allSeeders } from '../../apps/server/src/app.registry';
import { DEMO_USERS } from '../../apps/server/src/modules/identity/identity.public';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { LANGS, loginThroughUi, openPage, text, type Lang } from './web-support';

/**
 * Issue 14 item 8: every drawer link of every user type the demo seed has (customer 8 and 17, dealer 9, team 18,
 * admin 7, super admin 6, vehicles team 20) leads to a real page: a heading, no 404 or 401 page, no API call answered
 * 4xx/5xx, no console error, no uncaught error. Each user type is walked in one language, alternating in the seed's
 * order (super admin in en-ca, admin in fr-ca, customer 8 in en-ca, and so on): both languages walk their drawers, and
 * no drawer is walked twice (issue #44; the French texts themselves: text(), which fails on a missing translation).
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  for (const { seed } of allSeeders()) await seed(server.app);
  await server.infra.projections.waitFor();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Watches a page: console errors, uncaught errors, failed API answers; `settled()` waits for every API call made. */
function watch(page: Page) {
  const problems: string[] = [];
  const pending = new Set<Promise<unknown>>();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()} (${page.url()})`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message} (${page.url()})`));
  page.on('request', (req) => {
    if (!new URL(req.url()).pathname.startsWith('/api/') && !new URL(req.url()).pathname.startsWith('/widgets/')) return;
    const answer = req.response().then((res) => {
      if (res && res.status() >= 400) problems.push(`${res.status()} ${req.method()} ${new URL(req.url()).pathname} (${page.url()})`);
    }, () => undefined);
    pending.add(answer);
    void answer.finally(() => pending.delete(answer));
  });
  return {
    problems,
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

const drawerOf = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'Main navigation') });

/** Each demo user with its language: en-ca, fr-ca, en-ca... in the seed's order. */
const WALKS = DEMO_USERS.map((u, i) => [u.userTypeId, LANGS[i % LANGS.length], u] as const);

describe.each(WALKS)('the drawer of user type %i', (_type, lang, user) => {
  it(`leads to a real page from every link, in ${lang}`, async () => {
    const { context, page } = await openPage(browser);
    // Some forty pages a run on a shared two-core machine: each step may wait longer than the default 10 s.
    context.setDefaultTimeout(30_000);
    const watcher = watch(page);
    try {
      await loginThroughUi(page, server.url, lang, user.email, user.password);
      // Each user lands on their own home (issue #45 item 9): a customer's dashboard, a staff user's area.
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.locator('main h1').first().waitFor();
      // Before signing in, the login page asked who is signed in: the 401 it expects. The walk starts signed in.
      await watcher.settled();
      watcher.problems.length = 0;
      const drawer = drawerOf(page, lang);
      await drawer.getByRole('link').first().waitFor();
      const hrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((h) => h.startsWith(`/${lang}/`))).toBe(true);
      const visited: string[] = [];
      for (const href of hrefs) {
        // The page shown so far is marked: the heading waited for below is the new page's own, not the old one's
        // (unless the link is the page already shown: the sign-in lands on the user's home).
        if (new URL(page.url()).pathname !== href) {
          await page.evaluate(() => document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-walked', '')));
        }
        await drawer.locator(`a[href="${href}"]`).click();
        await page.waitForURL((url) => url.pathname === href);
        await page.locator('main h1:not([data-walked])').first().waitFor();
        await page.locator('main .ui-loading-area').first().waitFor({ state: 'detached' });
        await watcher.settled();
        const shown = await page.locator('main').innerText();
        expect({ href, notFound: shown.includes(text(lang, "That page doesn't exist or is unavailable.")) }).toEqual({ href, notFound: false });
        expect({ href, unauthorized: shown.includes(text(lang, 'Unauthorized. You do not have the privilege to access this page.')) }).toEqual({ href, unauthorized: false });
        visited.push(href);
        // The buying tools (trade-in, pre-qualification) open in the public layout, without the drawer: back to it.
        if ((await drawer.count()) === 0) {
          await page.goBack();
          await drawer.getByRole('link').first().waitFor();
        }
      }
      await watcher.settled();
      expect(watcher.problems).toEqual([]);
      expect(visited).toEqual(hrefs);
    } finally {
      await context.close();
    }
  }, 120_000);
});
