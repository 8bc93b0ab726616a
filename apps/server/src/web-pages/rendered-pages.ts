import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './page-renderer';

/** A rendered page as kept: with the hashes of its inline scripts (page-body.ts), computed once. */
export interface KeptPage extends RenderedPage {
  readonly scriptHashes: readonly string[];
}

/**
 * Public pages as the web app rendered them on the server (ADR 0065), kept so that a page is rendered once, not at
 * every visit: rendering costs several milliseconds of CPU (the app's router, React, the page's reads), sending a kept
 * page a string replacement.
 *
 * A page is kept by its brand, its address (path and query, so its language and its search) and its `version`: what
 * the server reads anyway for the page's head and status, and what changes with the page's content. For a vehicle's
 * page that is the listing's version (every event of the listing, a price change or a sale, moves it: the next visit
 * renders anew), for the inventory the listings of the page asked (any listing that enters, leaves or changes in those
 * results). What else a page shows (the filters' counts, the other vehicles a vehicle's page links to, the languages)
 * may lag by `maxAgeMs` at most. Pages are for anonymous visitors only, the same for all of them.
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
  /** How long a page is kept at most. */
  readonly maxAgeMs: number;
  /** The clock the ages are read from (tests move it). */
  readonly now?: () => number;
}

type Render = (url: string, host: string) => Promise<KeptPage | null>;

export class RenderedPages {
  private readonly cache: LRUCache<string, KeptPage>;
  /** Renders under way: the first visitors of a page share one rendering. */
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();

  constructor(private readonly render: Render, options: RenderedPagesOptions) {
    this.cache = new LRUCache<string, KeptPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.html.length + page.headHints.length),
      ttl: options.maxAgeMs,
      // A given clock is read at each look-up (lru-cache otherwise reuses a reading for a millisecond of real time).
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
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
    if (kept) return kept;
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = this.render(key.url, host)
        .then((page) => {
          if (page && keep) this.cache.set(id, page);
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
