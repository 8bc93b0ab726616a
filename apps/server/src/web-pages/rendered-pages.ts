import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedPage } from './page-renderer';

/** A rendered page as kept: with the hashes of its inline scripts (page-body.ts), computed once. */
export interface KeptPage extends RenderedPage {
  readonly scriptHashes: readonly string[];
}

/**
 * Public pages as the web app rendered them on the server (ADR 0065), kept so that a page is rendered once, not at
 * every visit: rendering costs tens of milliseconds of CPU (the app's router, React, the page's reads), sending a kept
 * page a string replacement.
 *
 * A page is kept by its brand, its address (path and query, so its language and its search) and its `version`: what
 * the server reads anyway for the page's head and status, and what changes with the page's content. For a vehicle's
 * page that is the listing's version (every event of the listing, a price change or a sale, moves it: the next visit
 * renders anew), for the inventory the listings of the page asked (any listing that enters, leaves or changes in those
 * results). What else a page shows (the filters' counts, the other vehicles a vehicle's page links to, the languages)
 * is refreshed once the page is older than `refreshAfterMs` (give or take): that visit still gets the kept page while
 * a new one renders, so no visitor waits for it; a page older than `maxAgeMs` is not sent any more. Pages are for anonymous
 * visitors only, the same for all of them.
 */
export interface PageKey {
  readonly brandId: string;
  /** Path and query, as requested. */
  readonly url: string;
  /** What the page's content depends on besides its address ('' for a page that depends on nothing that changes). */
  readonly version: string;
}

export interface RenderedPagesOptions {
  /** Bytes of markup kept at most (the least recently used pages go first). */
  readonly maxBytes: number;
  /**
   * Age from which a page is rendered again in the background, the kept one still sent meanwhile; each page at its own
   * moment between this age and a fifth more, so that pages rendered together are not all rendered again together.
   */
  readonly refreshAfterMs: number;
  /** Age from which a page is not sent any more (rendered again before it is). */
  readonly maxAgeMs: number;
  /** The clock the ages are read from (tests move it). */
  readonly now?: () => number;
  /** Where in [0, 1) of its window each page is refreshed (tests fix it). */
  readonly spread?: () => number;
}

type Render = (url: string, host: string) => Promise<KeptPage | null>;

export class RenderedPages {
  private readonly cache: LRUCache<string, { readonly page: KeptPage; readonly refreshAt: number }>;
  /** Renders under way: the first visitors of a page share one rendering. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();
  private readonly now: () => number;

  /** A number in [0, 1): where in its window a page is refreshed. */
  private readonly spread: () => number;

  constructor(private readonly render: Render, private readonly options: RenderedPagesOptions) {
    this.now = options.now ?? (() => performance.now());
    this.spread = options.spread ?? Math.random;
    this.cache = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (kept) => Math.max(1, kept.page.html.length + kept.page.headHints.length),
      ttl: options.maxAgeMs,
      // The given clock is read at each look-up (lru-cache otherwise reuses a reading for a millisecond of real time).
      perf: { now: this.now },
      ttlResolution: 0,
    });
  }

  /**
   * The page for `key`, rendered now if it is not kept (`host` names the brand to the renderer); null when the app
   * renders it in the browser. Only a page that rendered is kept, and only when `keep`: an error page is not (any
   * path may be asked, and would push the others out).
   */
  async page(key: PageKey, host: string, keep = true): Promise<KeptPage | null> {
    const id = `${key.brandId}\n${key.version}\n${key.url}`;
    const kept = this.cache.get(id);
    if (kept) {
      if (this.now() >= kept.refreshAt) this.renderOnce(id, key.url, host, keep).catch(() => undefined);
      return kept.page;
    }
    return this.renderOnce(id, key.url, host, keep);
  }

  private renderOnce(id: string, url: string, host: string, keep: boolean): Promise<KeptPage | null> {
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = this.render(url, host)
        .then((page) => {
          if (page && keep) this.cache.set(id, { page, refreshAt: this.now() + this.options.refreshAfterMs * (1 + this.spread() / 5) });
          return page;
        })
        .finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }

  /** How many pages are kept (for tests and diagnostics). */
  get size(): number {
    return this.cache.size;
  }
}

/**
 * The answers of kept pages as sent, by their validator and encoding: a kept page's HTML is the same for every
 * anonymous visitor, so it is compressed once (at platform/http/compression.ts's levels: brotli 4, gzip 6), not at each
 * answer, which also spares the answer the compression stream's wait. The encoding is the request's Accept-Encoding
 * choice, negotiated as @fastify/compress negotiates it.
 */
export class CompressedPages {
  private readonly cache: LRUCache<string, Buffer>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  }

  /** `body` (whose validator is `etag`) in the encoding the request prefers, or null when it accepts none of ours. */
  of(req: { headers: { 'accept-encoding'?: string } }, etag: string, body: string): { encoding: string; bytes: Buffer } | null {
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), ['br', 'gzip']) : null;
    if (encoding !== 'br' && encoding !== 'gzip') return null;
    const id = `${etag}|${encoding}`;
    let bytes = this.cache.get(id);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 });
      this.cache.set(id, bytes);
    }
    return { encoding, bytes };
  }
}
