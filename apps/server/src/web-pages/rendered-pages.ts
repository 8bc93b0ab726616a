import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
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

/** A weak validator of a text answer: the same bytes before encoding, whatever the encoding. */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A kept page's answer under one head: its HTML, its validator, and its bytes in each encoding once asked. */
export class KeptAnswer {
  readonly etag: string;
  private readonly encoded = new Map<string, Buffer>();

  constructor(readonly body: string) {
    this.etag = etagOf(body);
  }

  /**
   * The body in the encoding the request prefers (its Accept-Encoding, negotiated as @fastify/compress does), at
   * platform/http/compression.ts's levels (brotli 4, gzip 6), compressed the first time only; null when the request
   * accepts neither.
   */
  as(acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; bytes: Buffer } | null {
    const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) : null;
    if (encoding !== 'br' && encoding !== 'gzip') return null;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, bytes);
    }
    return { encoding, bytes };
  }
}

/** Heads a kept page is answered under (one per origin and session start, in practice one or two). */
const HEADS_PER_PAGE = 8;

/**
 * The answers of kept pages as sent (ADR 0065): a kept page's HTML under the same head is the same for every
 * anonymous visitor, so its body, validator and compressed bytes are made once, not at each answer (each answer
 * would otherwise build, hash and compress some 30 KB, and the garbage it leaves showed in the bench's p99). An answer
 * lives as long as its page is kept.
 */
export class KeptAnswers {
  private readonly byPage = new WeakMap<KeptPage, Map<string, KeptAnswer>>();

  /** The answer of `page` under the head that `head` names (its text), built by `build` the first time. */
  of(page: KeptPage, head: string, build: () => string): KeptAnswer {
    let answers = this.byPage.get(page);
    if (!answers) this.byPage.set(page, (answers = new Map()));
    let answer = answers.get(head);
    if (!answer) {
      // A head of the request's own making (its Host header) must not grow a page's answers without bound.
      if (answers.size >= HEADS_PER_PAGE) answers.delete(answers.keys().next().value!);
      answer = new KeptAnswer(build());
      answers.set(head, answer);
    }
    return answer;
  }
}
