/**
 * The inventory page's sort choices and page size, as its address writes them (`?sort=price-asc`), with the API order
 * each one asks for: one table for the web page and for the server, which lists the same page's vehicles in the head
 * it sends (ADR 0061).
 */
export const INVENTORY_PAGE_SIZE = 24;

export const INVENTORY_SORT_ORDERS = {
  newest: { sort: 'dateUpdated', order: 'desc' },
  'price-asc': { sort: 'price', order: 'asc' },
  'price-desc': { sort: 'price', order: 'desc' },
  'year-desc': { sort: 'year', order: 'desc' },
  'year-asc': { sort: 'year', order: 'asc' },
  'km-asc': { sort: 'kilometres', order: 'asc' },
} as const satisfies Record<string, { sort: 'dateUpdated' | 'price' | 'year' | 'kilometres'; order: 'asc' | 'desc' }>;

export type InventorySort = keyof typeof INVENTORY_SORT_ORDERS;
export const INVENTORY_SORTS = Object.keys(INVENTORY_SORT_ORDERS) as readonly InventorySort[];
