/** Spec §3 value lists shared by the purchase's credit step and the credit pre-qualification. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['divorced', 'married', 'common_law', 'widow_widower', 'separated', 'single'] as const;
export const RESIDENTIAL_STATUSES = ['owner_with_mortgage', 'own_free_clear', 'own_mobile_home', 'rent', 'reserve_housing', 'with_parents'] as const;
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'student', 'retired', 'unemployed', 'other'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'full_time_probation', 'part_time_casual', 'part_time_regular', 'seasonal_summer', 'seasonal_winter'] as const;
export const INCOME_SOURCES = [
  'car_allowance', 'child_support_alimony', 'disability_payments', 'investment_income', 'pensions', 'rental_income', 'workers_compensation',
] as const;
export const INCOME_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'annually'] as const;
/** Who a co-applicant is to the applicant of a joint credit application (issue 42). */
export const CO_APPLICANT_RELATIONSHIPS = ['spouse', 'common_law_partner', 'parent', 'child', 'sibling', 'other_relative', 'other'] as const;

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type ResidentialStatus = (typeof RESIDENTIAL_STATUSES)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export type IncomeFrequency = (typeof INCOME_FREQUENCIES)[number];
export type CoApplicantRelationship = (typeof CO_APPLICANT_RELATIONSHIPS)[number];

/** Periods per year of each income frequency. */
export const PERIODS_PER_YEAR: Readonly<Record<IncomeFrequency, number>> = { weekly: 52, biweekly: 26, monthly: 12, annually: 1 };
