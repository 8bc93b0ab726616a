/** Query keys of the public catalog pages (every key starts with 'catalog'). */
export const catalogKeys = {
  all: ['catalog'] as const,
  vehicles: (query: object) => ['catalog', 'vehicles', query] as const,
  facets: (query: object) => ['catalog', 'facets', query] as const,
  /** Same key as the purchase flow's vehicle query: both read GET /api/catalog/vehicles/{id}. */
  vehicle: (vehicleId: string) => ['catalog', 'vehicle', vehicleId] as const,
  /** The other vehicles a vehicle's page links to (the same make first). */
  similar: (vehicleId: string, makeId: number | null) => ['catalog', 'similar', vehicleId, makeId] as const,
  taxes: (province: string, price: number) => ['catalog', 'taxes', province, price] as const,
  priceRecord: (trimId: number, province: string) => ['catalog', 'price-record', trimId, province] as const,
  geocode: (postalCode: string) => ['catalog', 'geocode', postalCode] as const,
};
