import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
}

export interface PageRenderer {
  /** The page of a path and query for an anonymous visitor of the host's brand; null when the app decides it in the browser. */
  render(request: { readonly url: string; readonly host: string }): Promise<RenderedPage | null>;
  /** The page of an address refused before routing (400, 414): static markup, no script. */
  renderAddressError(request: { readonly lang: Lang; readonly status: 400 | 414; readonly host: string }): Promise<Pick<RenderedPage, 'html' | 'brandStyle'>>;
}

interface ServerEntry {
  createPageRenderer(options: { api: typeof fetch; runtimeConfig: unknown }): Promise<PageRenderer>;
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

/** Loads the web build's server entry (CommonJS, like this server) and starts its renderer. */
export async function loadPageRenderer(file: string, api: typeof fetch, runtimeConfig: unknown): Promise<PageRenderer> {
  const entry = require(file) as ServerEntry;
  return entry.createPageRenderer({ api, runtimeConfig });
}
