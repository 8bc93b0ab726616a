import type { VehicleConditionSchema } from '@marketplace/contracts/catalog/common';
import type { z } from 'zod';
import { INVENTORY_PAGE_SIZE, INVENTORY_SORT_ORDERS, INVENTORY_SORTS, type InventorySort } from '@marketplace/contracts/catalog/inventory-page';

export { INVENTORY_PAGE_SIZE, INVENTORY_SORTS, type InventorySort };

/**
 * The inventory's state in the URL query, so a search can be shared and Back works:
 * `?make=3&model=301&year=2025&condition=used&body=suv&minPrice=20000&maxPrice=40000&q=hybrid&sort=price-asc&page=2`.
 * Prices are whole dollars in the URL (readable); the API wants cents.
 */
export type VehicleCondition = z.infer<typeof VehicleConditionSchema>;

export interface InventorySearch {
  make?: number;
  model?: number;
  year?: number;
  condition?: VehicleCondition;
  body?: string;
  /** Whole dollars. */
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort?: InventorySort;
  page?: number;
}

/** The API's bounds: $10,000,000 at most, 100 characters of search. */
const MAX_DOLLARS = 10_000_000;

const int = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** The inventory state from whatever a (shared, hand-edited) URL holds; anything invalid is dropped. */
export function inventorySearchOf(raw: Record<string, unknown>): InventorySearch {
  const out: InventorySearch = {};
  const make = int(raw.make, 1, 2_147_483_647);
  const model = int(raw.model, 1, 2_147_483_647);
  const year = int(raw.year, 1981, 2100);
  const page = int(raw.page, 1, 100_000);
  let minPrice = int(raw.minPrice, 0, MAX_DOLLARS);
  let maxPrice = int(raw.maxPrice, 0, MAX_DOLLARS);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 100) : '';
  const body = typeof raw.body === 'string' && /^[a-z][a-z-]{1,29}$/.test(raw.body) ? raw.body : undefined;
  if (make) out.make = make;
  if (make && model) out.model = model;
  if (year) out.year = year;
  if (raw.condition === 'new' || raw.condition === 'used') out.condition = raw.condition;
  if (body) out.body = body;
  if (minPrice !== undefined) out.minPrice = minPrice;
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  if (q) out.q = q;
  if (typeof raw.sort === 'string' && (INVENTORY_SORTS as readonly string[]).includes(raw.sort) && raw.sort !== 'newest') out.sort = raw.sort as InventorySort;
  if (page && page > 1) out.page = page;
  return out;
}

/** The filters part (what the facets depend on), as the API's query: prices in cents. */
export function filtersQueryOf(search: InventorySearch) {
  return {
    makeId: search.make,
    modelId: search.model,
    year: search.year,
    condition: search.condition,
    bodyType: search.body,
    priceMin: search.minPrice === undefined ? undefined : search.minPrice * 100,
    priceMax: search.maxPrice === undefined ? undefined : search.maxPrice * 100,
    search: search.q,
  };
}

/** GET /api/catalog/vehicles query of a search (newest first by default, spec §3). */
export function searchQueryOf(search: InventorySearch) {
  return { ...filtersQueryOf(search), ...INVENTORY_SORT_ORDERS[search.sort ?? 'newest'], page: search.page ?? 1, pageSize: INVENTORY_PAGE_SIZE };
}

/** True when a filter narrows the list (sort and page are not filters). */
export function hasFilters(search: InventorySearch): boolean {
  return Object.values(filtersQueryOf(search)).some((v) => v !== undefined);
}
