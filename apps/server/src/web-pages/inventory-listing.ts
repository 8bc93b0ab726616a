import { INVENTORY_PAGE_SIZE, INVENTORY_SORT_ORDERS, VehicleSearchQuerySchema, type VehicleListItem, type VehicleSearchQuery } from '@marketplace/contracts';

/**
 * The inventory page's search as the API's query, from the page's query string as the app writes it
 * (apps/web/src/features/catalog/search.ts: `make`, `minPrice` in dollars, `sort=price-asc`, `page`...; TanStack
 * Router writes a value as JSON when it would otherwise read back as another type). The head then lists that page's
 * vehicles (ADR 0061). Null when the query is not one the page would run as is.
 */
export function inventoryQueryOf(query: string): VehicleSearchQuery | null {
  const params = new URLSearchParams(query);
  const value = (key: string): string | undefined => {
    const raw = params.get(key);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' || typeof parsed === 'number' ? String(parsed) : raw;
    } catch {
      return raw;
    }
  };
  const dollars = (key: string) => {
    const v = value(key);
    return v === undefined || !/^\d{1,8}$/.test(v) ? v : String(Number(v) * 100);
  };
  const sort = (INVENTORY_SORT_ORDERS as Readonly<Record<string, Pick<VehicleSearchQuery, 'sort' | 'order'>>>)[value('sort') ?? 'newest'];
  if (!sort) return null;
  const parsed = VehicleSearchQuerySchema.safeParse({
    makeId: value('make'), modelId: value('model'), year: value('year'), condition: value('condition'), bodyType: value('body'),
    priceMin: dollars('minPrice'), priceMax: dollars('maxPrice'), search: value('q'), ...sort, page: value('page') ?? 1, pageSize: INVENTORY_PAGE_SIZE,
  });
  return parsed.success ? parsed.data : null;
}

/** A page of the inventory, as the catalog answers it. */
export interface InventoryResults {
  readonly items: readonly VehicleListItem[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The query string of another page of the same search (`page` left out for the first). */
export function queryOfPage(query: string, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}
