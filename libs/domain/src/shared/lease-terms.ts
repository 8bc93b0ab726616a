/** Canadian lessors offer 24 to 60 months (issue #17, ADR 0021); finance terms stay wider (pricing/payment-terms). */
export const MIN_LEASE_TERM_MONTHS = 24;
export const MAX_LEASE_TERM_MONTHS = 60;
export const LEASE_TERM_CHOICES = [24, 36, 48, 60] as const;
/** Yearly kilometre allowances the buyer picks from; 20,000 when none is chosen (spec §9). */
export const LEASE_KILOMETRE_CHOICES = [16_000, 20_000, 24_000] as const;
export const DEFAULT_LEASE_KM_PER_YEAR = 20_000;
