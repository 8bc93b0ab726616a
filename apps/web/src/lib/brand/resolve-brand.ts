import type { RuntimeConfig } from '../runtime-config';
import { BRANDS, DEVELOPMENT_HOSTS, type Brand, type BrandId } from './brands';

export interface ResolvedBrand extends Brand {
  /** External home site for the logo, or null when the logo leads to the inventory. */
  homeUrl: string | null;
}

/** Host names arrive in any case and may carry a trailing dot (`Example.CA.`). */
export function normaliseHost(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Picks the brand for a host name: configured production hosts first, then the development `*.localhost` names,
 * else the default brand. Configuration may override the environment token and the logo target.
 */
export function resolveBrand(hostname: string, config: Pick<RuntimeConfig, 'brandHosts' | 'environmentTokens' | 'brandHomeUrls'>): ResolvedBrand {
  const host = normaliseHost(hostname);
  const configured = Object.entries(config.brandHosts).find(([h]) => normaliseHost(h) === host)?.[1];
  const id: BrandId = configured ?? DEVELOPMENT_HOSTS[host] ?? 'default';
  const brand = BRANDS[id] ?? BRANDS.default;
  return {
    ...brand,
    environmentToken: config.environmentTokens[brand.id] ?? brand.environmentToken,
    homeUrl: config.brandHomeUrls[brand.id] ?? null,
  };
}

/** Where the logo leads: the brand's home site when it has one, otherwise the inventory of the current language. */
export function logoTarget(brand: ResolvedBrand, inventoryHref: string): string {
  return brand.homeUrl ?? inventoryHref;
}
