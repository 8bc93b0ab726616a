import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { MoneyCents, MoneyCentsQuery, VehicleColourSchema, VehicleConditionSchema, VehicleFeeSchema, CatalogPageQuery, ProvinceInput, VehicleStatusSchema } from './common';

export const VEHICLE_SORTS = ['dateUpdated', 'price', 'year', 'kilometres'] as const;

const filters = {
  makeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  modelId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  year: z.coerce.number().int().min(1981).max(2100).optional(),
  condition: VehicleConditionSchema.optional(),
  bodyType: z.string().regex(/^[a-z][a-z-]{1,29}$/, 'A body type key such as suv or pickup').optional(),
  priceMin: MoneyCentsQuery.optional().describe('Lowest advertised (all-in) price, cents'),
  priceMax: MoneyCentsQuery.optional().describe('Highest advertised (all-in) price, cents'),
  search: z.string().trim().max(100).optional().describe('Free text over make, model, trim, year and VIN; every word must match'),
  province: ProvinceInput.optional().describe("The dealer's province"),
};

/** Filters' shared rule (the web's inventory filters use it too). */
export const priceRangeOk = (q: { priceMin?: number; priceMax?: number }) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax;
export const priceRangeError = { message: 'priceMin must not exceed priceMax', path: ['priceMax'], params: { code: 'catalog.invalid_price_range' } };

export const VehicleFiltersSchema = z.object(filters).refine(priceRangeOk, priceRangeError);
export type VehicleFilters = z.output<typeof VehicleFiltersSchema>;

export const VehicleSearchQuerySchema = z
  .object({
    ...filters,
    sort: z.enum(VEHICLE_SORTS).default('dateUpdated').describe('dateUpdated (default, newest first), price, year or kilometres'),
    order: z.enum(['asc', 'desc']).optional().describe('Default: desc for dateUpdated and year, asc for price and kilometres'),
    ...CatalogPageQuery,
  })
  .refine(priceRangeOk, priceRangeError);
export type VehicleSearchQuery = z.output<typeof VehicleSearchQuerySchema>;

/** One inventory card. Kept small: 20 of them are the hot path of the site. */
export const VehicleListItemSchema = z.object({
  id: z.uuid(),
  dateUpdated: z.string().describe('ISO instant of the last catalogue change'),
  condition: VehicleConditionSchema,
  year: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  modelId: z.number().int(),
  model: z.string(),
  trimId: z.number().int(),
  trim: z.string(),
  bodyType: z.string(),
  kilometres: z.number().int(),
  price: MoneyCents.describe('Advertised all-in price (vehicle + freight/PDI + fees; taxes and licensing excluded), cents'),
  colour: z.object({ nameEn: z.string(), nameFr: z.string(), hex: z.string() }),
  photo: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  status: VehicleStatusSchema,
});
export type VehicleListItem = z.infer<typeof VehicleListItemSchema>;

export const VehicleSearchResponseSchema = z.object({
  items: z.array(VehicleListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const searchVehiclesRoute = defineRoute({
  method: 'GET',
  path: '/catalog/vehicles',
  summary: 'Search the inventory (available vehicles); newest first by default',
  tags: ['catalog'],
  query: VehicleSearchQuerySchema,
  response: VehicleSearchResponseSchema,
});

export const AllInBreakdownSchema = z.object({
  vehiclePrice: MoneyCents,
  fees: z.array(VehicleFeeSchema),
  allInPrice: MoneyCents,
  excluded: z.array(z.enum(['sales_taxes', 'licensing'])),
});

export const VehicleDetailSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  dateUpdated: z.string(),
  listedAt: z.string(),
  vin: z.string(),
  condition: VehicleConditionSchema,
  year: z.number().int(),
  make: z.object({ id: z.number().int(), name: z.string() }),
  model: z.object({ id: z.number().int(), name: z.string() }),
  trim: z.object({ id: z.number().int(), name: z.string() }),
  bodyType: z.string(),
  kilometres: z.number().int(),
  exteriorColour: VehicleColourSchema,
  interiorColour: VehicleColourSchema,
  photos: z.array(z.string()),
  msrp: MoneyCents.nullable(),
  price: AllInBreakdownSchema.describe('Advertised price breakdown (Ontario OMVIC / Quebec CPA s.224 all-in pricing)'),
  dealer: z.object({ companyId: z.number().int(), name: z.string(), city: z.string(), province: z.string(), lat: z.number(), lng: z.number() }),
  status: VehicleStatusSchema,
});
export type VehicleDetail = z.infer<typeof VehicleDetailSchema>;

export const getVehicleRoute = defineRoute({
  method: 'GET',
  path: '/catalog/vehicles/:id',
  summary: 'One vehicle: gallery, all-in price breakdown, dealer',
  tags: ['catalog'],
  params: z.object({ id: z.uuid() }),
  response: VehicleDetailSchema,
});

const FacetCount = z.object({ count: z.number().int() });
export const VehicleFacetsSchema = z.object({
  total: z.number().int(),
  makes: z.array(FacetCount.extend({ id: z.number().int(), name: z.string() })),
  models: z.array(FacetCount.extend({ id: z.number().int(), name: z.string(), makeId: z.number().int() })),
  years: z.array(FacetCount.extend({ year: z.number().int() })),
  bodyTypes: z.array(FacetCount.extend({ key: z.string() })),
  conditions: z.array(FacetCount.extend({ key: VehicleConditionSchema })),
});

export const vehicleFacetsRoute = defineRoute({
  method: 'GET',
  path: '/catalog/vehicles/facets',
  summary: "Filter facets with counts; each facet ignores its own filter (makes ignore makeId and modelId)",
  tags: ['catalog'],
  query: VehicleFiltersSchema,
  response: VehicleFacetsSchema,
});

export { VEHICLE_PHOTO_WIDTHS, type VehiclePhotoWidth } from './vehicle-photos';

export const vehiclePhotoRoute = defineRoute({
  method: 'GET',
  path: '/catalog/photos/:vehicleId/:file',
  summary: 'A generated demo photo, deterministic per vehicle, coloured by its exterior colour; file is <n>.svg (the drawing) or <n>-<width>w.webp (320, 640, 960 or 1280 pixels wide)',
  tags: ['catalog'],
  params: z.object({
    vehicleId: z.uuid(),
    file: z.string().regex(/^([1-9]|1[0-2])(\.svg|-(320|640|960|1280)w\.webp)$/, 'A photo number 1 to 12 followed by .svg, or by -320w.webp, -640w.webp, -960w.webp or -1280w.webp'),
  }),
  response: z.string().describe('image/svg+xml or image/webp'),
});

export const stockPhotoRoute = defineRoute({
  method: 'GET',
  path: '/catalog/stock-photos/:vifId/:file',
  summary: "A generated stock photo of a VIF (the local image provider's images), file is <n>.svg",
  tags: ['catalog'],
  params: z.object({
    vifId: z.string().regex(/^VIF-\d{1,9}-\d{4}$/, 'A VIF id such as VIF-1021-2025'),
    file: z.string().regex(/^([1-9]|1[0-2])\.svg$/, 'A photo number 1 to 12 followed by .svg'),
  }),
  response: z.string().describe('image/svg+xml'),
});
