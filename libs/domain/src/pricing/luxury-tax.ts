import { assertNonNegativeCents, percentOf, type Cents } from './money';

/**
 * Federal luxury tax (Select Luxury Items Tax Act, in force 2022-09-01) on new vehicles priced above $100,000:
 * the lesser of 10% of the full price and 20% of the amount above $100,000 [Select Luxury Items Tax Act; CRA luxury tax guidance].
 * It is not a flat percent, so it is a separate line ('Luxury tax'), not a TaxRate.
 */
export const LUXURY_TAX_THRESHOLD: Cents = 10_000_000;
export const LUXURY_TAX_FULL_PRICE_PERCENT = 10;
export const LUXURY_TAX_EXCESS_PERCENT = 20;

export function luxuryTax(price: Cents): Cents {
  assertNonNegativeCents(price, 'price');
  if (price <= LUXURY_TAX_THRESHOLD) return 0;
  return Math.min(
    percentOf(price, LUXURY_TAX_FULL_PRICE_PERCENT),
    percentOf(price - LUXURY_TAX_THRESHOLD, LUXURY_TAX_EXCESS_PERCENT),
  );
}
