/**
 * URL rules of the inventory pages, as pure functions (the routes' `beforeLoad` call them; tests cover them).
 * Kept free of heavy imports: route options are part of the first page load.
 */

/** Spec §9: the inventory segment is `autos` in French, otherwise `cars`. */
const segmentFor = (lang: string): 'cars' | 'autos' => (lang.startsWith('fr') ? 'autos' : 'cars');

/**
 * The same inventory page with the segment of the URL's language, or null when it already has it. The language
 * switcher swaps the language only, so /en-ca/cars?make=3 becomes /fr-ca/cars?make=3, which lands on /fr-ca/autos?make=3.
 */
export function localisedInventoryPath(pathname: string, lang: string): string | null {
  const match = /^\/([^/]+)\/(cars|autos)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const wanted = segmentFor(lang);
  return match[2] === wanted ? null : `/${match[1]}/${wanted}${match[3] ?? ''}`;
}

export interface InventoryRedirectInput {
  /** Runtime configuration `inventoryUrl` (the brand's external inventory site), if any. */
  inventoryUrl?: string;
  /** This site's origin: an inventory URL on the same origin is our own pages (no redirect). */
  origin: string;
  lang: string;
  /** The signed-in user's guid (sent as UserId). */
  userGuid?: string | null;
  /** The vehicle (from the page's path, or `ID` / `vehicleId` in the query). */
  vehicleId?: string | null;
  /** `url` in the query: followed only when it is a page of the external inventory site. */
  url?: unknown;
}

/**
 * Spec §7 "Inventory redirect": where a brand has its own inventory site, our inventory pages send the visitor to
 * `{inventoryUrl}/{lang}/cars|autos?UserId={guid}&ID={vehicleId}` (or to the `url` of the query when it is on that
 * site). Without an external inventory site our own pages are the inventory: null.
 */
export function externalInventoryTarget(input: InventoryRedirectInput): string | null {
  if (!input.inventoryUrl) return null;
  let base: URL;
  try {
    base = new URL(input.inventoryUrl);
  } catch {
    return null;
  }
  if (base.origin === input.origin) return null;
  if (typeof input.url === 'string' && input.url !== '') {
    try {
      const target = new URL(input.url, base);
      if (target.origin === base.origin) return target.href;
    } catch {
      // not a URL: ignored, the default target applies
    }
  }
  const params = new URLSearchParams();
  if (input.userGuid) params.set('UserId', input.userGuid);
  if (input.vehicleId) params.set('ID', input.vehicleId);
  const qs = params.toString();
  return `${base.href.replace(/\/+$/, '')}/${input.lang}/${segmentFor(input.lang)}${qs ? `?${qs}` : ''}`;
}
