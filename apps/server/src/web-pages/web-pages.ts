import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import { vehiclePagePath, vehiclePathSegment, type VehicleDetail, type VehicleSearchQuery } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../platform/clock/clock';
import type { AppConfig } from '../platform/config/config';
import { sendProblem, toProblem } from '../platform/http/problem.filter';
import { CSRF_COOKIE, type Csrf } from '../platform/http/csrf';
import { allowInlineScripts } from '../platform/http/security-headers';
import { sessionTokenOf } from '../platform/http/session-resolver';
import { loggedPath } from '../platform/logging/logger';
import { robotsTxt, securityTxt, sitemap, sitemapIndex, type SitemapListing } from './crawl-files';
import { headTags, withHead, type Head } from './head';
import { answerFor, isLang, type Lang } from './page-request';
import { inventoryQueryOf, type InventoryResults } from './inventory-listing';
import { inlineScriptHashes, withRenderedPage, withStaticPage } from './page-body';
import { inventoryPageHead, publicPageHead, unindexedHead, vehiclePageHead } from './page-heads';
import { inProcessApi, serverEntryOf, startPageRenderer } from './page-renderer';
import { etagOf, KeptAnswers, RenderedPages, type KeptAnswer } from './rendered-pages';
import { brandedRequest, parseBrandHosts, readSite, type BrandedRequest, type Site } from './site';

/**
 * The web app as the server sends it (issue #43, ADR 0061): its static files (precompressed, cached by kind), the
 * crawl files, and every page's HTML with the page's own status code and head. Registered on Fastify beside Nest's
 * routes: a page is not an API endpoint (no contract, no JSON), and `GET /*` catches only what no other route took.
 */
export interface WebPagesDeps {
  readonly config: AppConfig;
  readonly webDist: string | null;
  /** index.html for a path, with its route chunks' preloads (create-app.ts); null without a web build. */
  readonly indexHtml: ((url: string) => string) | null;
  /** The runtime configuration index.html carries (create-app.ts): the server's rendering of pages reads the same. */
  readonly runtimeConfig: unknown;
  /** The CSRF pair's issuer: a page rendered here hands its visitor the cookie an API GET would have (ADR 0065). */
  readonly csrf: Csrf;
  readonly catalog: {
    vehiclePage(id: string): Promise<VehicleDetail | null>;
    availableListings(): Promise<SitemapListing[]>;
    searchInventory(query: VehicleSearchQuery): Promise<InventoryResults>;
  };
  readonly clock: Clock;
}

/** Fingerprinted build output: its name changes with its content, so it may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The other public files (brand logos, favicons): an hour, then revalidated with their ETag. */
const PUBLIC_FILE = 'public, max-age=3600';
const COMPRESSED_SUFFIX = /\.(br|gz)$/;
const TEXT_FILE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
const YEAR_MS = 365 * 24 * 3600 * 1000;
/**
 * Rendered pages kept (ADR 0065): about a thousand pages of 30 KB. What their version does not cover (the filters'
 * counts, a vehicle page's other vehicles) is refreshed in the background after five minutes, each page at its own
 * moment (a refresh costs the event loop its reads: a minute's refreshes all at once showed in the bench's p99), and a
 * page is never sent older than half an hour.
 */
const RENDERED_PAGES = { maxBytes: 32 * 1024 * 1024, refreshAfterMs: 5 * 60_000, maxAgeMs: 30 * 60_000 };


/**
 * Sends a text answer with its validator (a 304 when the request already has it); returns the reply, as async handlers
 * must. A kept page's answer (`KeptAnswer`) goes as it was made, compressed once for the encoding the request accepts;
 * any other is compressed on the fly (platform/http/compression.ts).
 */
function sendText(
  req: FastifyRequest, reply: FastifyReply, status: number, type: string, body: string | KeptAnswer, cacheControl = 'no-cache', vary = 'accept-encoding',
): FastifyReply {
  const etag = typeof body === 'string' ? etagOf(body) : body.etag;
  void reply.header('cache-control', cacheControl).header('etag', etag).header('vary', vary);
  const asked = req.headers['if-none-match'];
  if (status === 200 && typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  if (typeof body === 'string') return reply.status(status).type(type).send(body);
  const sent = body.as(req.headers['accept-encoding']);
  return sent ? reply.status(status).type(type).header('content-encoding', sent.encoding).send(sent.bytes) : reply.status(status).type(type).send(body.body);
}

/** How a page is rendered (ADR 0065): what its content depends on besides its address, and whether it is kept. */
interface Render {
  readonly version: string;
  readonly keep: boolean;
}

/** What an inventory page's results depend on: which listings, in which version (any change of one moves `dateUpdated`). */
const resultsVersion = (results: InventoryResults) =>
  createHash('sha1').update(`${results.total}|${results.items.map((v) => `${v.id}@${v.dateUpdated}`).join(',')}`).digest('base64url');

/** The API's 404 problem, as Nest answers an unknown route. */
function notFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  sendProblem(reply, toProblem(new NotFoundException(), String(req.id)));
  return reply;
}

async function registerStaticFiles(fastify: FastifyInstance, webDist: string): Promise<void> {
  await fastify.register(fastifyStatic as any, {
    root: webDist, prefix: '/', index: false, wildcard: false, decorateReply: false,
    // file.js.br / file.js.gz from the build (apps/web/vite.config.ts) when the request accepts them; never served by their own names.
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    cacheControl: false,
    // @fastify/static 10 passes the reply (8 passed the raw response).
    setHeaders(reply: FastifyReply, filePath: string) {
      const file = path.relative(webDist, filePath).split(path.sep).join('/').replace(COMPRESSED_SUFFIX, '');
      reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : PUBLIC_FILE);
      if (TEXT_FILE.test(file)) reply.header('vary', 'Accept-Encoding');
    },
  });
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** What the server calls for an error Fastify raises before any route (an undecodable URL): the page, with its status. */
export type PageErrorSender = (req: FastifyRequest, reply: FastifyReply, status: number) => boolean;

/**
 * Registers the web app's files, crawl files and pages; answers the sender of error pages for errors raised before
 * routing (false for a request that is not a page's: the caller answers it with problem details).
 */
export async function registerWebPages(fastify: FastifyInstance, deps: WebPagesDeps): Promise<PageErrorSender> {
  const { config, webDist, indexHtml, catalog, clock } = deps;
  const site: Site | null = webDist ? readSite(webDist) : null;
  const brandHosts = parseBrandHosts(config.BRAND_HOSTS);
  if (webDist) await registerStaticFiles(fastify, webDist);
  // The public pages rendered by the web app's server entry (ADR 0065), their reads answered by this server's routes.
  const serverEntry = webDist && site ? serverEntryOf(webDist) : null;
  const renderer = serverEntry ? startPageRenderer(serverEntry, inProcessApi(fastify), deps.runtimeConfig, fastify.log) : null;
  if (renderer) fastify.addHook('onClose', () => renderer.close());
  const keptAnswers = new KeptAnswers();
  // A page that fails to render goes to the browser unrendered (the app renders it there), never as an error.
  const rendered = renderer
    ? new RenderedPages(async (url, host) => {
      try {
        const page = await renderer.render({ url, host });
        return page && { ...page, scriptHashes: inlineScriptHashes(page.html) };
      } catch (error) {
        fastify.log.error({ err: error, url: loggedPath(url) }, 'page not rendered');
        return null;
      }
    }, RENDERED_PAGES)
    : null;
  const branded = (req: FastifyRequest): BrandedRequest | null => (site ? brandedRequest(site, brandHosts, { host: req.host, protocol: req.protocol }, config.isProduction) : null);
  const originOf = (req: FastifyRequest) => branded(req)?.origin ?? `${req.protocol}://${/^[a-z0-9.:-]+$/i.test(req.host) ? req.host : 'localhost'}`;

  fastify.get('/robots.txt', (req, reply) => sendText(req, reply, 200, 'text/plain; charset=utf-8', robotsTxt(originOf(req)), 'public, max-age=3600'));

  const mailDomain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
  fastify.get('/.well-known/security.txt', (req, reply) => {
    const expires = new Date(clock.now().getTime() + YEAR_MS);
    return sendText(req, reply, 200, 'text/plain; charset=utf-8', securityTxt(originOf(req), `mailto:security@${mailDomain}`, expires), 'public, max-age=86400');
  });

  // Read at each request, never cached here: a sold vehicle leaves the sitemaps as soon as its listing does.
  const listings = async () => {
    const all = await catalog.availableListings();
    const lastmod = all.reduce<string | null>((latest, l) => (latest === null || l.dateUpdated > latest ? l.dateUpdated : latest), null);
    return { all, lastmod };
  };
  fastify.get('/sitemap.xml', async (req, reply) => {
    const { all, lastmod } = await listings();
    return sendText(req, reply, 200, 'application/xml; charset=utf-8', sitemapIndex(originOf(req), all, lastmod));
  });
  fastify.get('/sitemaps/:file', async (req, reply) => {
    const match = /^([a-z]{2}-[a-z]{2})-(\d{1,4})\.xml$/.exec((req.params as { file: string }).file);
    const lang = match?.[1];
    if (!match || !lang || !isLang(lang)) return notFound(req, reply);
    const { all, lastmod } = await listings();
    const xml = sitemap(originOf(req), lang as Lang, Number(match[2]), all, lastmod);
    if (xml === null) return notFound(req, reply);
    return sendText(req, reply, 200, 'application/xml; charset=utf-8', xml);
  });

  const favicons = new Map<string, string>();
  fastify.get('/favicon.ico', (req, reply) => {
    const brand = branded(req);
    const file = brand && webDist ? path.join(webDist, brand.brand.favicon) : null;
    if (!file || !file.startsWith(webDist!) || !existsSync(file)) return notFound(req, reply);
    let svg = favicons.get(file);
    if (svg === undefined) favicons.set(file, (svg = readFileSync(file, 'utf8')));
    return sendText(req, reply, 200, 'image/svg+xml; charset=utf-8', svg, 'public, max-age=86400');
  });

  /**
   * The page's HTML: index.html with the page's head, as no-cache with a validator. `render`: the page is one the
   * server renders (ADR 0065) for an anonymous visitor, its content depending on `version` besides its address, kept
   * for the next visitors when `keep`; the app then hydrates the markup. Otherwise (a personal page, a signed-in
   * visitor) the app renders it in the browser.
   */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply, status: number, head: Head, anonymous: boolean, render: Render | null = null) => {
    const html = indexHtml!(req.url);
    const brand = branded(req)!;
    const page = render && anonymous && rendered ? await rendered.page({ brandId: brand.brandId, url: req.url, version: render.version }, req.host, render.keep) : null;
    if (!page) {
      // The page depends on the session cookie too (the anonymous start, and whether it is rendered here).
      return sendText(req, reply, status, 'text/html; charset=utf-8', withHead(html, head), 'no-cache', 'accept-encoding, cookie');
    }
    // The router's inline script may run: its hash is named in this answer's policy (a 304 too, for the copy it revalidates).
    allowInlineScripts(reply, page.scriptHashes);
    // The app asks no API for a rendered page, so no API GET hands out the CSRF cookie its first form needs: the page does.
    if (!deps.csrf.isValid(req.cookies?.[CSRF_COOKIE], null)) deps.csrf.issue(reply, null);
    // The same page under the same head goes to every anonymous visitor: its answer is made once (KeptAnswers). A kept
    // page is of one address and brand, so of one index.html, language and favicon: its head's tags tell its answers apart.
    const answer = keptAnswers.of(page, headTags(head), () => withHead(withRenderedPage(html, page), head));
    return sendText(req, reply, status, 'text/html; charset=utf-8', answer, 'no-cache', 'accept-encoding, cookie');
  };

  /** An address refused before routing (400, 414): the server's static page in the language of the path, no script. */
  const sendAddressError = async (req: FastifyRequest, reply: FastifyReply, status: 400 | 414, lang: Lang, anonymous: boolean) => {
    const head = unindexedHead(branded(req)!, lang, anonymous, status === 414 ? 'tooLong' : 'badRequest');
    const html = indexHtml!(`/${lang}/`);
    const page = renderer ? await renderer.renderAddressError({ lang, status, host: req.host }).catch((error: unknown) => {
      req.log.error({ err: error }, 'address error page not rendered');
      return null;
    }) : null;
    return sendText(req, reply, status, 'text/html; charset=utf-8', withHead(page ? withStaticPage(html, page) : html, head), 'no-cache', 'accept-encoding, cookie');
  };

  // Every other GET: a page of the app, or an unknown API path (the API's 404 problem, as Nest answers it). An error
  // (the database unavailable) answers problem details, as the API's do, never Fastify's own error body.
  fastify.get('/*', async (req, reply) => {
    try {
      return await answerPage(req, reply);
    } catch (error) {
      const problem = toProblem(error, String(req.id));
      if (problem.status >= 500) req.log.error({ err: error }, 'page not answered');
      sendProblem(reply, problem);
      return reply;
    }
  });

  const answerPage = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (isApiPath(req.url)) return notFound(req, reply);
    if (!indexHtml || !site) {
      // No build, or one older than ADR 0061 (no `.seo/site.json`): the pages cannot be answered right.
      const what = indexHtml ? 'The web app was built by an older version' : 'The web app is not built yet';
      return reply.status(503).type('text/html').header('cache-control', 'no-store').send(`<!doctype html><p>${what}: run <code>npm run build</code>.</p>`);
    }
    const brand = branded(req)!;
    const anonymous = sessionTokenOf(req) === null;
    const answer = answerFor(req.url, site.routes);
    let status = 200;
    let head: Head;
    // The public pages, a vehicle's (sold or missing too) and the 404 of a path under a language are rendered here.
    let render: Render | null = null;
    switch (answer.kind) {
      case 'redirect':
        return reply.header('cache-control', answer.status === 301 ? 'public, max-age=3600' : 'no-cache').redirect(answer.location, answer.status);
      case 'public':
        if (answer.page === 'inventory') {
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
          const search = inventoryQueryOf(query);
          const results = search && (await catalog.searchInventory(search));
          head = inventoryPageHead(brand, answer.lang, anonymous, results, query);
          render = { version: results ? resultsVersion(results) : '', keep: true };
        } else {
          head = publicPageHead(brand, answer.lang, answer.page, anonymous);
          render = { version: '', keep: true };
        }
        break;
      case 'app':
        head = unindexedHead(brand, answer.lang, anonymous, 'app');
        break;
      case 'error':
        if (answer.status !== 404) return sendAddressError(req, reply, answer.status, answer.lang, anonymous);
        status = answer.status;
        head = unindexedHead(brand, answer.lang, anonymous, 'notFound');
        render = isLang(req.url.split(/[/?]/)[1] ?? '') ? { version: '', keep: false } : null;
        break;
      case 'vehicle': {
        const vehicle = await catalog.vehiclePage(answer.id);
        if (!vehicle) {
          status = 404;
          head = unindexedHead(brand, answer.lang, anonymous, 'notFound');
          render = { version: '', keep: false };
          break;
        }
        const naming = { id: vehicle.id, year: vehicle.year, make: vehicle.make.name, model: vehicle.model.name, trim: vehicle.trim.name };
        if (answer.segment !== vehiclePathSegment(naming)) {
          const location = vehiclePagePath(answer.lang, naming) + (answer.query ? `?${answer.query}` : '');
          return reply.header('cache-control', 'public, max-age=3600').redirect(location, 301);
        }
        // Sold: gone for good (410), its facts still in the head, not indexed.
        if (vehicle.status === 'sold') status = 410;
        head = vehiclePageHead(brand, answer.lang, vehicle, anonymous);
        render = { version: `${vehicle.version}`, keep: true };
        break;
      }
    }
    return sendPage(req, reply, status, head, anonymous, render);
  };

  return (req, reply, status) => {
    if (req.method !== 'GET' || isApiPath(req.url) || !indexHtml || !site || status < 400 || status >= 500) return false;
    const first = req.url.split(/[/?]/)[1]?.toLowerCase() ?? '';
    const lang = isLang(first) ? first : 'en-ca';
    const anonymous = sessionTokenOf(req) === null;
    const sent = status === 404
      ? sendPage(req, reply, status, unindexedHead(branded(req)!, lang, anonymous, 'notFound'), anonymous)
      : sendAddressError(req, reply, status === 414 ? 414 : 400, lang, anonymous);
    sent.catch((error: unknown) => {
      req.log.error({ err: error }, 'error page not answered');
      if (!reply.sent) sendProblem(reply, toProblem(error, String(req.id)));
    });
    return true;
  };
}
