import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { MoneyCents, VehicleFeeSchema, CatalogLanguageIdInput, ProvinceInput, IdQuery } from './common';

/** `Session.Language` as the spec's client sends it: en (default) or fr; en-ca / fr-ca are accepted too. */
export const SessionLanguage = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => ['en', 'fr', 'en-ca', 'fr-ca', 'fr-fr'].includes(s), { message: 'Language must be en or fr', params: { code: 'catalog.unknown_language' } })
  .transform((s) => (s.startsWith('fr') ? ('fr' as const) : ('en' as const)))
  .default('en');

/** Spec §3: the buy-online flow reads `Product.Price`. Field names keep the legacy PascalCase. */
export const ProductSchema = z.object({
  Id: z.uuid(),
  Language: z.enum(['en', 'fr']),
  Title: z.string(),
  Make: z.string(),
  Model: z.string(),
  Version: z.string().describe('The trim'),
  Year: z.number().int(),
  Condition: z.enum(['new', 'used']),
  Kilometres: z.number().int(),
  BodyType: z.string().describe('Localised body type name'),
  ExteriorColor: z.string(),
  InteriorColor: z.string(),
  Vin: z.string(),
  Price: MoneyCents.describe('All-in advertised price, cents'),
  VehiclePrice: MoneyCents,
  Msrp: MoneyCents.nullable(),
  Fees: z.array(VehicleFeeSchema.extend({ label: z.string() })),
  PhotoUrl: z.string().nullable(),
  Photos: z.array(z.string()),
  Equipment: z.array(z.string()),
  Status: z.enum(['available', 'locked', 'reserved', 'sold']),
  Dealer: z.object({ CompanyId: z.number().int(), Name: z.string(), City: z.string(), Province: z.string() }),
});

export const getProductRoute = defineRoute({
  method: 'GET',
  path: '/products/get/:id',
  summary: 'A vehicle as a product for the buy-online flow, localised by Session.Language (en default, or fr)',
  tags: ['catalog'],
  params: z.object({ id: z.uuid() }),
  query: z.object({ 'Session.Language': SessionLanguage }),
  response: z.object({ Product: ProductSchema }),
});

const Rebate = z.object({ rebateName: z.string().nullable(), preTaxRebate: MoneyCents, postTaxRebate: MoneyCents, rebateNote: z.string().nullable() });

export const TrimPromotionSchema = z.object({
  trimId: z.number().int(),
  trim: z.string(),
  year: z.number().int(),
  modelId: z.number().int(),
  model: z.string(),
  makeId: z.number().int(),
  make: z.string(),
  msrp: MoneyCents,
  geographyCode: z.string(),
  endDate: z.string().nullable(),
  promotionImageUrl: z.string().nullable(),
  promotionNote: z.string().nullable(),
  cash: Rebate.nullable(),
  finance: Rebate.extend({ bestRate: z.number().nullable() }).nullable(),
  lease: Rebate.extend({ bestRate: z.number().nullable() }).nullable(),
});

export const getTrimsPromotionsRoute = defineRoute({
  method: 'GET',
  path: '/get-trims-promotions',
  summary: 'Active trims with a rebate or a promotional rate in a geography (default QC), localised by languageId',
  tags: ['catalog'],
  query: z.object({
    geographyCode: ProvinceInput.default('QC'),
    languageId: CatalogLanguageIdInput.default(1),
    makeId: IdQuery.optional(),
    modelId: IdQuery.optional(),
  }),
  response: z.object({ items: z.array(TrimPromotionSchema) }),
});
