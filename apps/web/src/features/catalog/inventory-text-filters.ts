import { priceRangeError, priceRangeOk, VehicleFiltersSchema } from '@marketplace/contracts/catalog/vehicles';
import { z } from 'zod';
import { formCheck } from '../../lib/form-check';
import { numberText } from '../../lib/form-fields';
import { ValidationCode } from '../../lib/validation';

/**
 * The check of the inventory filters' text fields (search and price range), by the contract's filters. Its own module,
 * fetched when a visitor first focuses one of these fields (inventory-filters.tsx, lib/light-form.ts): the contract's
 * schemas and zod are not in the inventory's first load (ADR 0066).
 */
export interface TextFilters extends Record<string, string> {
  search: string;
  priceMin: string;
  priceMax: string;
}

/** Whole dollars with spaces or commas ("25 000") -> cents; empty -> left out. */
const centsOfDollars = (text: string) => {
  const digits = text.replace(/\D/g, '');
  if (!/^[\d\s,]{0,12}$/.test(text) || digits.length > 8) return Number.NaN;
  return digits === '' ? undefined : Number(digits) * 100;
};
const filters = VehicleFiltersSchema.shape;
const TextFiltersSchema = z
  .object({
    search: filters.search,
    priceMin: numberText(filters.priceMin, ValidationCode.wholeNumber, centsOfDollars),
    priceMax: numberText(filters.priceMax, ValidationCode.wholeNumber, centsOfDollars),
  })
  .refine(priceRangeOk, priceRangeError);

/** The contract's values of the text fields (prices in cents), or the one code each refused field shows. */
export const textFiltersCheck = formCheck(TextFiltersSchema);
