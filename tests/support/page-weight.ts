import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * What a cold load of one page costs the network, as Chromium received it (issue #43): every response of the load,
 * with the bytes that came over the wire (`Network.loadingFinished`'s `encodedDataLength`, headers included, the
 * figure DevTools shows) and the body's own `content-encoding`. Shared by tests/e2e/web-performance.e2e-spec.ts (the
 * budgets) and bench/web/lighthouse.bench.ts (the figures).
 *
 * `sent` is a body's size as sent when the server compressed it (`content-encoding: br` or `gzip`: the wire bytes
 * minus the headers), or when it is an image format that is compressed already (WebP, AVIF, JPEG, PNG, GIF: its
 * bytes); for any other response sent uncompressed it is the size of the brotli (quality 11, the level of a build's
 * precompressed files) of the exact bytes received, so a budget holds for what a compressing server sends.
 * `compressedBy` says which each figure is.
 */
export interface LoadedResource {
  readonly url: string;
  readonly type: string;
  readonly status: number;
  /** Bytes on the wire, headers included. */
  readonly wire: number;
  /** Bytes of the decoded body. */
  readonly decoded: number;
  readonly encoding: string | null;
  readonly sent: number;
  readonly compressedBy: 'server' | 'image' | 'brotli-of-body';
  /** The request started before the page's first paint. */
  readonly beforeFirstPaint: boolean;
}

export interface PageLoad {
  readonly url: string;
  readonly resources: readonly LoadedResource[];
  /** ms since navigation start; 0 when the page never painted. */
  readonly firstPaint: number;
  /** Stylesheets and classic synchronous scripts in the document's head as received: what blocks the first paint. */
  readonly renderBlocking: readonly string[];
}

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Loads `url` in a fresh context (empty cache, no cookies) with a mobile-sized viewport, waits for `ready` (a
 * condition on the page), then for the network to go quiet, and returns every response.
 */
export async function loadPage(browser: Browser, url: string, ready: (page: import('playwright-core').Page) => Promise<unknown>): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; type: string; wallTime: number }>();
  const responses = new Map<string, { status: number; encoding: string | null; mime: string; headersBytes: number }>();
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('data:')) requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', wallTime: e.wallTime * 1000 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    responses.set(e.requestId, { status: e.response.status, encoding: headers['content-encoding'] ?? null, mime: e.response.mimeType, headersBytes: e.response.encodedDataLength ?? 0 });
  });
  cdp.on('Network.loadingFinished', (e) => void finished.set(e.requestId, e.encodedDataLength));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      firstPaint: performance.getEntriesByType('paint').find((p) => p.name === 'first-paint')?.startTime ?? 0,
    }));
    const bodies = new Map<string, Buffer>();
    for (const id of requests.keys()) {
      if (!finished.has(id) || !responses.has(id)) continue;
      const body = await cdp.send('Network.getResponseBody', { requestId: id }).catch(() => null);
      if (body) bodies.set(id, Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8'));
    }
    const document = await (await fetch(url)).text();
    const resources: LoadedResource[] = [];
    for (const [id, request] of requests) {
      const response = responses.get(id);
      const wire = finished.get(id);
      const body = bodies.get(id);
      if (!response || wire === undefined || !body) continue;
      const compressed = response.encoding === 'br' || response.encoding === 'gzip';
      const image = !compressed && /^image\/(webp|avif|jpeg|png|gif)$/.test(response.mime);
      resources.push({
        url: request.url, type: request.type, status: response.status, wire, decoded: body.length, encoding: response.encoding,
        sent: compressed ? Math.max(0, wire - response.headersBytes) : image ? body.length : brotli(body),
        compressedBy: compressed ? 'server' : image ? 'image' : 'brotli-of-body',
        beforeFirstPaint: timing.firstPaint > 0 && request.wallTime - timing.origin < timing.firstPaint,
      });
    }
    return { url, resources, firstPaint: timing.firstPaint, renderBlocking: renderBlockingIn(document, url) };
  } finally {
    await context.close();
  }
}

/** The head's stylesheets (any media but print) and classic scripts without async or defer, as absolute URLs. */
export function renderBlockingIn(html: string, base: string): string[] {
  const head = html.split(/<\/head>/i)[0] ?? '';
  const blocking: string[] = [];
  for (const tag of head.match(/<(link|script)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]+))?`, 'i').exec(tag);
    const value = (name: string) => attr(name)?.[1]?.replace(/^["']|["']$/g, '');
    if (/^<link/i.test(tag)) {
      if (value('rel')?.toLowerCase() === 'stylesheet' && value('media') !== 'print' && value('href')) blocking.push(new URL(value('href')!, base).href);
    } else if (value('src') && value('type') !== 'module' && !attr('async') && !attr('defer')) {
      blocking.push(new URL(value('src')!, base).href);
    }
  }
  return blocking;
}

/** Sum of `sent` over the resources that `pick` keeps. */
export const sentBytes = (load: PageLoad, pick: (r: LoadedResource) => boolean = () => true) =>
  load.resources.filter(pick).reduce((sum, r) => sum + r.sent, 0);

export const isScript = (r: LoadedResource) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
