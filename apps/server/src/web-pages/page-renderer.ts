import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Lang } from './page-request';

/**
 * The web app's rendering of its public pages on the server (ADR 0065): `apps/web/src/entry-server.tsx`, built by the
 * web build into `dist/.server/entry-server.cjs`. These are the parts of it the server uses; the rendering itself is
 * the app's (its router, components, catalogs and queries).
 */
export interface RenderedPage {
  /** The markup of `#root`, ending with the router's inline script (its state and the page's data for the browser). */
  readonly html: string;
  /** Resource hints React put before the markup (the first image's preload), for the head. */
  readonly headHints: string;
  /** The Lingui catalog parts the page rendered with (the browser loads them before it hydrates). */
  readonly catalogParts: readonly string[];
  /** The brand's palette as CSS custom properties on `:root`. */
  readonly brandStyle: string;
  /** 200, or 404 when no page of the app matches the path. */
  readonly status: number;
  /** The script of the page's island, which the page boots instead of the app (the login page's, ADR 0086); null for the app. */
  readonly islandScript: string | null;
}

export interface PageRenderer {
  /** The page of a path and query for an anonymous visitor of the host's brand; null when the app decides it in the browser. */
  render(request: { readonly url: string; readonly host: string }): Promise<RenderedPage | null>;
  /** The page of an address refused before routing (400, 414): static markup, no script. */
  renderAddressError(request: { readonly lang: Lang; readonly status: 400 | 414; readonly host: string }): Promise<Pick<RenderedPage, 'html' | 'brandStyle'>>;
}

/**
 * The server's own API as `fetch`, for the pages' reads: each is a GET answered by the same routes (contracts,
 * access rules, handlers) through Fastify's inject, in process, as an anonymous visitor, never over the network.
 */
export function inProcessApi(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`A page rendered on the server only reads; it asked ${method} ${String(input)}`);
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await fastify.inject({ method: 'GET', url, headers });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name !== 'set-cookie' && value !== undefined) out.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers: out });
  };
}

/** The built entry's file in a web build, or null for a build without one (pages are then sent for the browser to render). */
export function serverEntryOf(webDist: string): string | null {
  const file = path.join(webDist, '.server', 'entry-server.cjs');
  return existsSync(file) ? file : null;
}

type Reply = { resolve(value: unknown): void; reject(error: Error): void };
type FromWorker =
  | { type: 'fetch'; id: number; url: string; method: string; headers: Record<string, string> }
  | { type: 'rendered'; id: number; page: unknown }
  | { type: 'failed'; id: number; error: string };

/**
 * The web build's server entry, run in a worker thread (page-render-worker.js): rendering a page takes tens of
 * milliseconds of CPU (React, the router), which would otherwise hold the event loop and every other answer behind it.
 * The thread's reads are answered here by `api`. A thread that dies fails its renders under way (those pages go to the
 * browser unrendered) and the next render starts a new one.
 */
export function startPageRenderer(file: string, api: typeof fetch, runtimeConfig: unknown, log: FastifyBaseLogger): PageRenderer & { close(): Promise<void> } {
  let worker: Worker | null = null;
  const renders = new Map<number, Reply>();
  let lastRender = 0;

  const start = (): Worker => {
    const thread = new Worker(path.join(__dirname, 'page-render-worker.js'), { workerData: { file, runtimeConfig } });
    thread.unref();
    thread.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') {
        void api(message.url, { method: message.method, headers: message.headers })
          .then(async (answer) => ({ status: answer.status, headers: Object.fromEntries(answer.headers.entries()), body: new Uint8Array(await answer.arrayBuffer()) }))
          .then(
            (answer) => thread.postMessage({ type: 'fetched', id: message.id, ...answer, body: answer.status === 204 || answer.status === 304 ? null : answer.body }),
            (error: unknown) => thread.postMessage({ type: 'fetched', id: message.id, error: String(error) }),
          );
        return;
      }
      const render = renders.get(message.id);
      renders.delete(message.id);
      if (message.type === 'rendered') render?.resolve(message.page);
      else render?.reject(new Error(message.error));
    });
    const lost = (error: Error) => {
      if (worker === thread) worker = null;
      for (const render of renders.values()) render.reject(error);
      renders.clear();
    };
    thread.on('error', (error) => {
      log.error({ err: error }, 'the page rendering thread failed');
      lost(error);
    });
    thread.on('exit', (code) => lost(new Error(`the page rendering thread exited (${code})`)));
    return thread;
  };

  const ask = <T>(type: 'render' | 'addressError', request: object): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      worker ??= start();
      const id = ++lastRender;
      renders.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ type, id, request });
    });

  // Started now: loading the web build's entry and catalogs takes a moment, better not on the first visitor's time.
  worker = start();
  return {
    render: (request) => ask('render', request),
    renderAddressError: (request) => ask('addressError', request),
    async close() {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
