import { z } from 'zod';
import { defineRoute } from '../shared/route';

/**
 * The block (spec §2, §7): confirmed trade-ins for dealers (type 9) and staff, with filters, details and
 * `add-trade-in` into a dealer's inventory; block management for team members (18) and super admins (6).
 */
const tags = ['trade-in'];

export const BlockItemSchema = z.object({
  tradeInId: z.uuid(), year: z.number().int(), makeId: z.number().int().nullable(), make: z.string(), modelId: z.number().int().nullable(),
  model: z.string(), trim: z.string().nullable(), mileage: z.number().int().nullable(), province: z.string().nullable(),
  value: z.number().int(), priceLow: z.number().int(), priceHigh: z.number().int(), photos: z.number().int(), confirmedAt: z.iso.datetime(),
  inventoryCompanyId: z.number().int().nullable(),
});
export type BlockItem = z.output<typeof BlockItemSchema>;

export const BlockFiltersSchema = z.strictObject({
  year: z.number().int().min(1981).max(2100).optional(),
  makeId: z.number().int().positive().optional(),
  modelId: z.number().int().positive().optional(),
  priceMin: z.number().int().min(0).optional(),
  priceMax: z.number().int().min(0).optional(),
  province: z.enum(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']).optional(),
});

export const getAllTradeInBlockRoute = defineRoute({
  method: 'POST', path: '/tradein/get-all-trade-in-block', tags,
  summary: 'Confirmed trade-ins no dealer took yet, newest first, filtered (year, make, model, price in cents, province)',
  body: BlockFiltersSchema.default({}),
  response: z.object({ items: z.array(BlockItemSchema) }),
});
export const getBlockFiltersRoute = defineRoute({
  method: 'POST', path: '/tradein/get-filters', tags, summary: 'The values the block can be filtered by',
  body: z.strictObject({}).default({}),
  response: z.object({
    years: z.array(z.number().int()), makes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    models: z.array(z.object({ id: z.number().int(), name: z.string(), makeId: z.number().int() })), provinces: z.array(z.string()),
    priceMin: z.number().int().nullable(), priceMax: z.number().int().nullable(),
  }),
});
export const getBlockVehicleDetailsRoute = defineRoute({
  method: 'GET', path: '/tradein/block/vehicle-details', tags, summary: 'One confirmed trade-in of the block',
  query: z.object({ tradeInId: z.uuid() }),
  response: BlockItemSchema,
});
export const addTradeInRoute = defineRoute({
  method: 'POST', path: '/tradein/add-trade-in', tags, summary: "A dealer takes a confirmed trade-in into their company's inventory",
  body: z.strictObject({ tradeInId: z.uuid() }),
  response: z.object({ tradeInId: z.uuid(), version: z.number().int(), status: z.string() }),
});
export const getBlockManagementRoute = defineRoute({
  method: 'POST', path: '/tradein/block-management', tags, summary: 'Every confirmed trade-in, taken or not (staff)',
  body: BlockFiltersSchema.default({}),
  response: z.object({ items: z.array(BlockItemSchema) }),
});
