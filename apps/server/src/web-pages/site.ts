import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './page-request';

/** A brand as the web build describes it (apps/web/src/lib/brand/brands.ts, written to `dist/.seo/site.json`). */
export interface SiteBrand {
  readonly name: { readonly en: string; readonly fr: string };
  readonly pageTitle: { readonly en: string; readonly fr: string };
  readonly favicon: string;
  readonly logo: { readonly en: string; readonly fr: string };
}

export interface Site {
  readonly brands: Readonly<Record<string, SiteBrand>>;
  readonly developmentHosts: Readonly<Record<string, string>>;
  /** The app's route files, relative to src/routes. */
  readonly routes: readonly string[];
}

/** The web build's description of the site, or null for a build without one (the HTML is then sent as built). */
export function readSite(webDist: string): Site | null {
  const file = path.join(webDist, '.seo', 'site.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Site) : null;
}

/** The brand a request is for, and the origin its canonical links name. */
export interface BrandedRequest {
  readonly brandId: string;
  readonly brand: SiteBrand;
  /** `https://cars.example.ca`: the brand's configured host (BRAND_HOSTS) when it has one, else the request's own; https in production. */
  readonly origin: string;
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * The brand of a host as the web app resolves it (apps/web/src/lib/brand/resolve-brand.ts): the configured
 * production hosts (BRAND_HOSTS), then the development host names, else the default brand.
 */
export function brandOfHost(host: string, brandHosts: Readonly<Record<string, string>>, developmentHosts: Readonly<Record<string, string>>): string {
  const name = normaliseHost(host);
  const configured = Object.entries(brandHosts).find(([h]) => normaliseHost(h) === name)?.[1];
  return configured ?? developmentHosts[name] ?? 'default';
}

/** Configured host -> brand id (BRAND_HOSTS `host=brand,...`). */
export function parseBrandHosts(value: string | undefined): Record<string, string> {
  return Object.fromEntries((value ?? '').split(',').filter(Boolean).map((pair) => pair.split('=').map((s) => s.trim())).filter((p) => p.length === 2 && p[0] && p[1]));
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/** `httpsOnly`: production, where every public address is https whatever a proxy forwarded. */
export function brandedRequest(site: Site, brandHosts: Readonly<Record<string, string>>, request: { host: string; protocol: string }, httpsOnly = false): BrandedRequest {
  const hostname = request.host.replace(/:\d+$/, '');
  const brandId = brandOfHost(hostname, brandHosts, site.developmentHosts);
  const brand = site.brands[brandId] ?? site.brands.default;
  const configured = Object.entries(brandHosts).find(([, id]) => id === brandId)?.[0];
  // A Host header is the client's to choose: only a plain host name is ever named in a link.
  const host = configured ?? (HOST.test(request.host) ? request.host.toLowerCase() : 'localhost');
  const protocol = httpsOnly || request.protocol === 'https' ? 'https' : 'http';
  return { brandId, brand, origin: `${protocol}://${host}` };
}

export const short = (lang: Lang): 'en' | 'fr' => (lang === 'fr-ca' ? 'fr' : 'en');
