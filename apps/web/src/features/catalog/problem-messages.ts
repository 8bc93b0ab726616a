import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../lib/http';
import { problemMessage, registerProblemMessages } from '../../lib/problem-messages';

/** Problem codes the public catalog pages meet (the others read as the app-wide messages). */
const CATALOG_BY_CODE: Record<string, MessageDescriptor> = {
  'catalog.vehicle_not_found': msg`This vehicle is not in our inventory any more.`,
  'catalog.invalid_search': msg`This search is not valid. Change the filters and try again.`,
  'catalog.invalid_price_range': msg`The lowest price must not be above the highest price.`,
  'pricing.unknown_province': msg`Choose a Canadian province or territory.`,
  'geocoding.invalid_postal_code': msg`Enter a valid postal code, such as H2X 1Y4.`,
};

/** Codes of the catalog's own form fields. */
const FORM_BY_CODE: Record<string, MessageDescriptor> = {
  'catalog.invalid_price_range': CATALOG_BY_CODE['catalog.invalid_price_range']!,
  'catalog.invalid_down_payment': msg`Enter an amount in dollars up to $10,000,000, such as 5000`,
  'catalog.invalid_rate': msg`Enter a rate from 0% to 40%`,
};

export function catalogProblemMessage(error: unknown): MessageDescriptor {
  return (isApiError(error) && CATALOG_BY_CODE[error.code]) || problemMessage(error);
}

// Form fields carry these codes too (lib/validation reads a dotted code as its problem message).
registerProblemMessages(FORM_BY_CODE);
