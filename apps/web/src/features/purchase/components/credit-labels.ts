import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Labels of the spec §3 value lists that step 3's applicant and co-applicant share. */
export const EMPLOYMENT: Record<string, MessageDescriptor> = {
  employed: msg`Employed`, self_employed: msg`Self-employed`, student: msg`Student`, retired: msg`Retired`, unemployed: msg`Unemployed`, other: msg`Other`,
};
export const INCOME_FREQUENCY: Record<string, MessageDescriptor> = { weekly: msg`Weekly`, biweekly: msg`Every two weeks`, monthly: msg`Monthly`, annually: msg`Yearly` };
/** Who a co-applicant is to the buyer (contracts' CO_APPLICANT_RELATIONSHIPS). */
export const RELATIONSHIP: Record<string, MessageDescriptor> = {
  spouse: msg`Spouse`, common_law_partner: msg`Common-law partner`, parent: msg`Parent`, child: msg`Child`, sibling: msg`Brother or sister`,
  other_relative: msg`Other relative`, other: msg`Other`,
};
