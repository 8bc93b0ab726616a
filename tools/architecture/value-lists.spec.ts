import * as contracts from '../../libs/contracts/src/purchase/steps.schemas';
import * as domain from '../../libs/domain/src/shared/value-lists';

/**
 * Spec §3's value lists (gender, marital status, employment…) are written twice: in the contracts, whose schemas
 * validate the requests (libs/contracts imports only zod), and in the domain, whose rules decide on them (libs/domain
 * imports nothing). They must stay the same lists; the check lives with the other repository checks.
 */
const LISTS = [
  'GENDERS', 'MARITAL_STATUSES', 'RESIDENTIAL_STATUSES', 'EMPLOYMENT_STATUSES', 'EMPLOYMENT_TYPES', 'INCOME_SOURCES', 'INCOME_FREQUENCIES',
  'CO_APPLICANT_RELATIONSHIPS',
] as const;

it.each(LISTS)('the contracts and the domain keep the same %s, in the same order', (name) => {
  expect(contracts[name]).toEqual(domain[name]);
  expect(contracts[name].length).toBeGreaterThan(1);
});
