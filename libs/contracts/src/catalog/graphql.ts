import { z } from 'zod';
import { defineRoute } from '../shared/route';

/**
 * The prices GraphQL endpoint (spec §7 "Prices: GraphQL POST of the prices query with defaults geographyCode QC,
 * country Canada, languageId 1"). Schema (money in integer cents):
 *
 *   type Query { prices(trimId: Int!, geographyCode: String = "QC", country: String = "Canada", languageId: Int = 1): PriceRecord }
 *   type PriceRecord { trimId, geographyCode, country, languageId, currency, moneyUnit, msrp, airTax, tireTax, freightAndPdi,
 *                      associationFee, endDate, cash: Offer, finance: FinanceOffer, lease: LeaseOffer }
 *   Offer { rebateName, preTaxRebate, postTaxRebate, rebateNote }  FinanceOffer adds terms [{ months, value }]
 *   LeaseOffer adds terms [{ months, value, residualByKm [{ kilometers, value }] }]
 *
 * A document that does not parse or validate answers 400 with code graphql.invalid_document and detail
 * "Not a valid GraphQL document". Only queries exist (no mutations).
 */
export const GraphqlRequestSchema = z.strictObject({
  query: z.string().max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

export const GraphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), path: z.array(z.union([z.string(), z.number()])).optional() }).loose()).optional(),
});

export const graphqlRoute = defineRoute({
  method: 'POST',
  path: '/graphql',
  summary: 'GraphQL (queries only): prices(trimId, geographyCode = "QC", country = "Canada", languageId = 1)',
  tags: ['pricing'],
  body: GraphqlRequestSchema,
  response: GraphqlResponseSchema,
});

export const PRICES_QUERY = `query Prices($trimId: Int!, $geographyCode: String = "QC", $country: String = "Canada", $languageId: Int = 1) {
  prices(trimId: $trimId, geographyCode: $geographyCode, country: $country, languageId: $languageId) {
    trimId geographyCode country languageId currency moneyUnit
    msrp airTax tireTax freightAndPdi associationFee endDate
    cash { rebateName preTaxRebate postTaxRebate rebateNote }
    finance { rebateName preTaxRebate postTaxRebate rebateNote terms { months value } }
    lease { rebateName preTaxRebate postTaxRebate rebateNote terms { months value residualByKm { kilometers value } } }
  }
}`;

const Offer = z.object({ rebateName: z.string().nullable(), preTaxRebate: z.number().int(), postTaxRebate: z.number().int(), rebateNote: z.string().nullable() });
export const PriceRecordSchema = z.object({
  trimId: z.number().int(),
  geographyCode: z.string(),
  country: z.string(),
  languageId: z.number().int(),
  currency: z.string(),
  moneyUnit: z.literal('cents'),
  msrp: z.number().int(),
  airTax: z.number().int(),
  tireTax: z.number().int(),
  freightAndPdi: z.number().int(),
  associationFee: z.number().int(),
  endDate: z.string().nullable(),
  cash: Offer.nullable(),
  finance: Offer.extend({ terms: z.array(z.object({ months: z.number().int(), value: z.number() })) }).nullable(),
  lease: Offer.extend({
    terms: z.array(z.object({ months: z.number().int(), value: z.number(), residualByKm: z.array(z.object({ kilometers: z.number().int(), value: z.number() })) })),
  }).nullable(),
});
export type PriceRecord = z.infer<typeof PriceRecordSchema>;
