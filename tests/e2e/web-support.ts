import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parsePo } from '../../apps/web/tests/po';
import { newPage } from '../support/browser';

/** Helpers shared by the web e2e files (tests/e2e/web-*.e2e-spec.ts). */

export type Lang = 'en-ca' | 'fr-ca';
export const LANGS: readonly Lang[] = ['en-ca', 'fr-ca'];

const LOCALES = path.resolve(__dirname, '../../apps/web/src/locales');
/** The catalogs this shell owns, in the order a message is looked up (other parts, e.g. purchase, come last). */
const ORDER = ['messages', 'account', 'admin', 'legal'];
let french: Map<string, Map<string, string>> | null = null;

function frenchCatalogs(): Map<string, Map<string, string>> {
  if (!french) {
    const files = readdirSync(path.join(LOCALES, 'fr-ca'))
      .filter((f) => f.endsWith('.po'))
      .map((f) => f.replace(/\.po$/, ''))
      .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));
    french = new Map(
      files.map((name) => [
        name,
        new Map(
          parsePo(readFileSync(path.join(LOCALES, 'fr-ca', `${name}.po`), 'utf8'))
            .filter((e) => e.msgstr !== '')
            .map((e) => [e.msgid, e.msgstr] as const),
        ),
      ]),
    );
  }
  return french;
}

/**
 * The text the page shows for an English message: the message itself in en-ca, its translation from the fr-ca
 * catalogs in fr-ca (so a missing or different French text fails the test); `catalog` picks one catalog part when the
 * same English text is translated differently in two. `{name}` placeholders are filled.
 */
export function text(lang: Lang, english: string, values: Record<string, string> = {}, catalog?: string): string {
  let message = english;
  if (lang === 'fr-ca') {
    const catalogs = frenchCatalogs();
    const translated = catalog ? catalogs.get(catalog)?.get(english) : [...catalogs.values()].map((c) => c.get(english)).find(Boolean);
    if (!translated) throw new Error(`No French translation of "${english}"${catalog ? ` in ${catalog}.po` : ''}`);
    message = translated;
  }
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** An exact-match regular expression for an accessible name (ignores the hidden required-field star; any kind of space). */
export const exactly = (s: string) =>
  // A space matches a non-breaking one too: French puts them before ; : ? ! and %, and accessible names may carry either.
  new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0\u202f]/g, '[ \\u00a0\\u202f]')}$`);

/**
 * A fresh context (empty cache and cookies) and page, failing fast (10 s) and collecting uncaught page errors.
 * axe-core is injected as an inline script, which the server's Content-Security-Policy forbids: `axe: true` bypasses it.
 */
export async function openPage(browser: Browser, options: { axe?: boolean; baseURL?: string } = {}) {
  const { context, page } = await newPage(browser, { bypassCSP: options.axe ?? false });
  context.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Waits for the page's main heading (the app has rendered the route). */
export async function heading(page: Page, name: string, level = 1) {
  const locator = page.getByRole('heading', { level, name: exactly(name) });
  await locator.waitFor({ timeout: 15_000 });
  return locator;
}

/** Signs in through the login form. */
export async function loginThroughUi(page: Page, baseUrl: string, lang: Lang, email: string, password: string) {
  await page.goto(`${baseUrl}/${lang}/login`);
  await heading(page, text(lang, 'Login'));
  await page.getByRole('textbox', { name: exactly(text(lang, 'Email')) }).fill(email);
  await page.getByRole('textbox', { name: exactly(text(lang, 'Password')) }).fill(password);
  await page.getByRole('button', { name: exactly(text(lang, 'Login')) }).click();
}

/** Signs staff in through the login page, then opens the audit console's search (support's way in to a dispute). */
export async function openAuditConsole(page: Page, baseUrl: string, lang: Lang, staff: { email: string; password: string }) {
  await loginThroughUi(page, baseUrl, lang, staff.email, staff.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`${baseUrl}/${lang}/admin/audit`);
  await heading(page, text(lang, 'Audit'));
}

/** Opens a stream's timeline in the audit console, as a link from the search or a case does. */
export async function openTimeline(page: Page, baseUrl: string, lang: Lang, subject: string) {
  await page.goto(`${baseUrl}/${lang}/admin/audit?subject=${encodeURIComponent(subject)}`);
  await heading(page, text(lang, 'Timeline of {subjectId}', { subjectId: subject }), 2);
}

/** Runs axe-core on the page; returns the serious and critical violations (id, impact, the first targets). */
export async function seriousViolations(page: Page): Promise<{ id: string; impact: string; targets: string[] }[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The path and query of the page's URL. */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Texts cut off by their own box: content wider than the box, with hidden overflow or an ellipsis. */
export function clippedText(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements
    .filter((element) => {
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      return clips && element.scrollWidth > element.clientWidth + 1;
    })
    .map((element) => element.textContent ?? ''));
}

/** Texts broken over more than one line: their line boxes start at more than one height (the box may be taller, e.g. a grid cell). */
export function wrappedText(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements
    .filter((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size > 1;
    })
    .map((element) => element.textContent ?? ''));
}

/** Photos shown in a box of another shape than the photo with `object-fit: cover` (their edges, captions included, are cut). */
export function croppedPhotos(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => (elements as HTMLImageElement[])
    .filter((image) => image.naturalWidth > 0 && getComputedStyle(image).objectFit === 'cover'
      && Math.abs(image.clientWidth / image.clientHeight - image.naturalWidth / image.naturalHeight) > 0.02)
    .map((image) => `${image.currentSrc}: ${image.clientWidth}x${image.clientHeight} for ${image.naturalWidth}x${image.naturalHeight}`));
}

/**
 * Signs a browser context in as an API client already is, without the login page: the client's cookies, the session's
 * HTTP-only as the server sets them, the CSRF token readable by the page.
 */
export async function shareSession(context: BrowserContext, client: { readonly jar: ReadonlyMap<string, string> }, url: string): Promise<void> {
  await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, url, httpOnly: name !== 'XSRF-TOKEN' })));
}

/** A fresh page (`openPage`) signed in as the API client's user, without the login page: the lighter passes' way in. */
export async function openSignedInPage(browser: Browser, client: { readonly jar: ReadonlyMap<string, string> }, url: string, o: Parameters<typeof openPage>[1] = {}) {
  const opened = await openPage(browser, o);
  await shareSession(opened.context, client, url);
  return opened;
}
