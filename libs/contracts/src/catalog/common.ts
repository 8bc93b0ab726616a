import { z } from 'zod';

/**
 * Money in every catalog and pricing route is an integer number of CENTS (CAD): 3_199_900 is $31,999.00.
 * Never a float of dollars. At most 1,000,000,000 cents ($10,000,000). The web formats cents with Intl at display time.
 */
export const MoneyCents = z.number().int().min(0).max(1_000_000_000).describe('Amount in cents (CAD), an integer');
/** Same, in a query string. */
export const MoneyCentsQuery = z.coerce.number().int().min(0).max(1_000_000_000).describe('Amount in cents (CAD), an integer');

/** A database id (PostgreSQL int4): a positive integer up to 2,147,483,647. In a query string: `IdQuery`. */
export const Id = z.number().int().positive().max(2_147_483_647);
export const IdQuery = z.coerce.number().int().positive().max(2_147_483_647);

export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** A province or territory code, any case ('qc' -> 'QC'); anything else fails with code pricing.unknown_province. */
export const ProvinceInput = z
  .string()
  .max(20)
  .transform((s) => s.trim().toUpperCase())
  .refine((s): s is ProvinceCode => (PROVINCE_CODES as readonly string[]).includes(s), {
    message: 'Unknown province or territory',
    params: { code: 'pricing.unknown_province' },
  })
  .describe('Two-letter province or territory code (AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT)');

export const ProvinceSchema = z.enum(PROVINCE_CODES);

export const CatalogIsoDateInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').describe('YYYY-MM-DD');


export const CatalogPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('Items per page, at most 100'),
};


/** 1 English, 2 French (spec §9: language id 1 is English). */
export const CatalogLanguageIdInput = z.coerce.number().int().refine((n) => n === 1 || n === 2 || n === 3, {
  message: 'Unknown language id', params: { code: 'catalog.unknown_language' },
});

export const VehicleColourSchema = z.object({ id: z.number().int(), nameEn: z.string(), nameFr: z.string(), hex: z.string() });

export const FEE_CODES = ['freight_pdi', 'air_conditioning_tax', 'tire_levy', 'association_fee', 'admin_fee', 'environmental_levy'] as const;
export const VehicleFeeSchema = z.object({ code: z.enum(FEE_CODES), amount: MoneyCents });

export const VEHICLE_STATUSES = ['available', 'locked', 'reserved', 'sold'] as const;
export const VehicleStatusSchema = z.enum(VEHICLE_STATUSES);
export const VehicleConditionSchema = z.enum(['new', 'used']);
