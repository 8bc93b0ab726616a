import { buildSchema, type ASTVisitor, type ValidationContext, GraphQLError } from 'graphql';
import type { Kysely } from 'kysely';
import { findPriceRecord } from '../../adapters/reference/catalog-reads';

/** The prices GraphQL schema (spec §7); money in integer cents. Queries only. */
export const pricesSchema = buildSchema(`
  "Money fields are integer cents (CAD)."
  type Query {
    "The price record of a trim in a geography (province code), country and language (1 English, 2 French)."
    prices(trimId: Int!, geographyCode: String = "QC", country: String = "Canada", languageId: Int = 1): PriceRecord
  }
  type PriceRecord {
    trimId: Int!
    geographyCode: String!
    country: String!
    languageId: Int!
    currency: String!
    moneyUnit: String!
    msrp: Int!
    airTax: Int!
    tireTax: Int!
    freightAndPdi: Int!
    associationFee: Int!
    endDate: String
    cash: Offer
    finance: FinanceOffer
    lease: LeaseOffer
  }
  type Offer { rebateName: String, preTaxRebate: Int!, postTaxRebate: Int!, rebateNote: String }
  type FinanceOffer { rebateName: String, preTaxRebate: Int!, postTaxRebate: Int!, rebateNote: String, terms: [Term!]! }
  type Term { months: Int!, value: Float! }
  type LeaseOffer { rebateName: String, preTaxRebate: Int!, postTaxRebate: Int!, rebateNote: String, terms: [LeaseTerm!]! }
  type LeaseTerm { months: Int!, value: Float!, residualByKm: [ResidualByKm!]! }
  type ResidualByKm { kilometers: Int!, value: Float! }
`);

export interface PricesContext {
  readonly db: Kysely<any>;
}

export const pricesRoot = {
  prices: (args: { trimId: number; geographyCode: string; country: string; languageId: number }, context: PricesContext) =>
    findPriceRecord(context.db, args),
};

/** Each `prices` field is a database read: a document may ask for at most this many (aliases and fragment spreads count). */
export const MAX_PRICE_FIELDS = 10;

export function limitPriceFields(context: ValidationContext): ASTVisitor {
  let count = 0;
  const bump = () => {
    count += 1;
    if (count === MAX_PRICE_FIELDS + 1) context.reportError(new GraphQLError(`At most ${MAX_PRICE_FIELDS} prices fields per document`));
  };
  return {
    Field(node) {
      if (node.name.value === 'prices') bump();
    },
    FragmentSpread() {
      bump();
    },
  };
}
