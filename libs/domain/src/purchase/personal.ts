import { isValidPostalCode, normalizePostalCode } from '../shared/formatters/postal-code';
import { formatPhone, isFormattedPhone } from '../shared/formatters/phone';
import { PurchaseErrors } from './purchase.errors';
import { PURCHASE_LIMITS } from './steps';

/** Spec §3: Canada, id 43, is the only country served. */
export const CANADA_COUNTRY_ID = 43;
export const PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/**
 * A personal field inside an event. The decider sees plain values; before the events are stored, the application
 * seals them with the person's key (ARCHITECTURE §3 rule 10) into `{ $sealed }`. States and projections keep the
 * sealed form; only the owner's reads open it.
 */
export interface SealedField {
  readonly $sealed: string;
}
export type Personal<T> = T | SealedField;
export const isSealedField = (value: unknown): value is SealedField =>
  typeof value === 'object' && value !== null && typeof (value as SealedField).$sealed === 'string';

export interface Address {
  readonly line1: string;
  readonly line2?: string;
  readonly countryId: number;
  readonly city: string;
  /** Two-letter code. */
  readonly province: string;
  readonly postalCode: string;
  readonly phone?: string;
}

/** Spec §3 personal-details step. */
export interface PersonalDetails {
  readonly firstName: string;
  readonly middleName?: string;
  readonly lastName: string;
  readonly registerOnCompanyName: boolean;
  readonly companyName?: string;
  readonly billing: Address;
  readonly sameAsBillingAddress: boolean;
  /** Required unless sameAsBillingAddress. */
  readonly shipping?: Address;
}

const blank = (s: string | undefined) => s === undefined || s.trim() === '';

/** Normalises an address (postal code 'A1A 1A1', phone 'NNN NNN-NNNN') or throws a field error under `field`. */
export function normalizeAddress(a: Address, field: string, phoneRequired: boolean): Address {
  if (blank(a.line1)) throw PurchaseErrors.required(`${field}.line1`);
  if (blank(a.city)) throw PurchaseErrors.required(`${field}.city`);
  if (a.countryId !== CANADA_COUNTRY_ID) throw PurchaseErrors.unsupportedCountry(`${field}.countryId`);
  const province = a.province.trim().toUpperCase();
  if (!(PROVINCE_CODES as readonly string[]).includes(province)) throw PurchaseErrors.unknownProvince(`${field}.province`);
  if (!isValidPostalCode(a.postalCode)) throw PurchaseErrors.invalidPostalCode(`${field}.postalCode`);
  let phone: string | undefined;
  if (!blank(a.phone)) {
    phone = formatPhone(a.phone!.trim());
    if (!isFormattedPhone(phone)) throw PurchaseErrors.invalidPhone(`${field}.phone`);
  } else if (phoneRequired) {
    throw PurchaseErrors.required(`${field}.phone`);
  }
  return {
    line1: a.line1.trim(), ...(blank(a.line2) ? {} : { line2: a.line2!.trim() }), countryId: CANADA_COUNTRY_ID, city: a.city.trim(), province,
    postalCode: normalizePostalCode(a.postalCode)!, ...(phone ? { phone } : {}),
  };
}

export function normalizePersonalDetails(d: PersonalDetails): PersonalDetails {
  if (blank(d.firstName)) throw PurchaseErrors.required('firstName');
  if (blank(d.lastName)) throw PurchaseErrors.required('lastName');
  if (d.registerOnCompanyName && blank(d.companyName)) throw PurchaseErrors.required('companyName');
  const billing = normalizeAddress(d.billing, 'billing', true);
  if (!d.sameAsBillingAddress && !d.shipping) throw PurchaseErrors.required('shipping');
  const shipping = d.sameAsBillingAddress ? billing : normalizeAddress(d.shipping!, 'shipping', false);
  return {
    firstName: d.firstName.trim(), ...(blank(d.middleName) ? {} : { middleName: d.middleName!.trim() }), lastName: d.lastName.trim(),
    registerOnCompanyName: d.registerOnCompanyName, ...(d.registerOnCompanyName ? { companyName: d.companyName!.trim() } : {}),
    billing, sameAsBillingAddress: d.sameAsBillingAddress, shipping,
  };
}

/** The SIN check (Luhn) and the spec §3 value lists live in shared: credit uses them too. */
export { isValidSinNumber as isValidSin } from '../shared/formatters/sin';
export {
  GENDERS, MARITAL_STATUSES, RESIDENTIAL_STATUSES, EMPLOYMENT_STATUSES, EMPLOYMENT_TYPES, INCOME_SOURCES, INCOME_FREQUENCIES, CO_APPLICANT_RELATIONSHIPS,
  type CoApplicantRelationship,
} from '../shared/value-lists';
import { isValidSinNumber as isValidSin } from '../shared/formatters/sin';
import type {
  CoApplicantRelationship, EMPLOYMENT_STATUSES, EMPLOYMENT_TYPES, GENDERS, INCOME_FREQUENCIES, INCOME_SOURCES, MARITAL_STATUSES, RESIDENTIAL_STATUSES,
} from '../shared/value-lists';

/**
 * The co-applicant of a joint credit application (spec §3 "co-applicant fields"; issue 42, ADR 0063), at
 * pre-qualification level: who they are, where they live, what they earn, and their own consent to the soft pull.
 * Money in cents.
 */
export interface CoApplicant {
  readonly firstName: string;
  readonly lastName: string;
  /** 'YYYY-MM-DD'. */
  readonly dateOfBirth: string;
  readonly relationship: CoApplicantRelationship;
  /** Lives at the buyer's address (one household): no address or housing payment of their own is asked. */
  readonly livesWithApplicant: boolean;
  /** Their address, when they live elsewhere. */
  readonly address?: Address;
  /** Their own monthly rent or mortgage, when they live elsewhere. */
  readonly monthlyResidentialPayment: number;
  readonly employment: {
    readonly status: (typeof EMPLOYMENT_STATUSES)[number];
    readonly employer?: string;
    readonly occupation?: string;
    readonly hiringDate?: string;
    readonly grossIncome: number;
    readonly frequency: (typeof INCOME_FREQUENCIES)[number];
  };
  /** The co-applicant's own consent to a soft pull of their credit file (the buyer records it for them). */
  readonly consent: boolean;
}

/** The credit applicant of the payment-method step (spec §3), finance or lease only. Money in cents. */
export interface CreditApplicant {
  readonly dateOfBirth: string;
  /** Optional and sealed on its own; never logged. */
  readonly sin?: string;
  readonly maritalStatus: (typeof MARITAL_STATUSES)[number];
  readonly gender: (typeof GENDERS)[number];
  readonly residentialStatus: (typeof RESIDENTIAL_STATUSES)[number];
  readonly monthlyResidentialPayment: number;
  /** 'YYYY-MM-DD' the applicant moved in. */
  readonly occupancyDate: string;
  readonly residenceMarketValue?: number;
  readonly mortgageBalance?: number;
  readonly previousAddress?: Address;
  readonly employment: {
    readonly status: (typeof EMPLOYMENT_STATUSES)[number];
    readonly type?: (typeof EMPLOYMENT_TYPES)[number];
    readonly employer?: string;
    readonly occupation?: string;
    readonly hiringDate?: string;
    readonly grossIncome: number;
    readonly frequency: (typeof INCOME_FREQUENCIES)[number];
    readonly otherIncome?: number;
    readonly otherIncomeType?: (typeof INCOME_SOURCES)[number];
  };
  readonly previousEmployment?: { readonly employer: string; readonly occupation?: string; readonly from?: string; readonly to?: string };
  readonly coApplicant?: CoApplicant;
  readonly creditApplicationConsent: boolean;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Whole months from `from` to `to` ('YYYY-MM-DD'). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** Validates the applicant against `today` ('YYYY-MM-DD'); returns it with a normalised SIN and addresses. */
export function normalizeApplicant(a: CreditApplicant, today: string): CreditApplicant {
  if (!a.creditApplicationConsent) throw PurchaseErrors.creditConsentRequired();
  if (!isoDate.test(a.dateOfBirth) || a.dateOfBirth > today) throw PurchaseErrors.invalidField('invalid_date', 'applicant.dateOfBirth', 'Invalid date');
  if (monthsBetween(a.dateOfBirth, today) < PURCHASE_LIMITS.minimumAgeYears * 12) throw PurchaseErrors.tooYoung();
  if (!isoDate.test(a.occupancyDate)) throw PurchaseErrors.invalidField('invalid_date', 'applicant.occupancyDate', 'Invalid date');
  if (a.occupancyDate > today || a.occupancyDate < a.dateOfBirth) {
    throw PurchaseErrors.invalidField('invalid_occupancy_date', 'applicant.occupancyDate', 'Living here since: a date from the date of birth to today');
  }
  let sin: string | undefined;
  if (a.sin !== undefined && a.sin.trim() !== '') {
    if (!isValidSin(a.sin)) throw PurchaseErrors.invalidSin();
    sin = a.sin.replace(/[\s-]/g, '');
  }
  const recent = monthsBetween(a.occupancyDate, today) < PURCHASE_LIMITS.previousAddressMonths;
  if (recent && !a.previousAddress) throw PurchaseErrors.previousAddressRequired();
  const previousAddress = a.previousAddress ? normalizeAddress(a.previousAddress, 'applicant.previousAddress', false) : undefined;
  const coApplicant = a.coApplicant ? normalizeCoApplicant(a.coApplicant, today) : undefined;
  const { sin: _sin, previousAddress: _prev, coApplicant: _co, ...rest } = a;
  return { ...rest, ...(sin ? { sin } : {}), ...(previousAddress ? { previousAddress } : {}), ...(coApplicant ? { coApplicant } : {}) };
}

/** The co-applicant's rules beyond the contract's shape, against `today`; fields under `applicant.coApplicant.`. */
export function normalizeCoApplicant(c: CoApplicant, today: string): CoApplicant {
  const at = (field: string) => `applicant.coApplicant.${field}`;
  if (!c.consent) throw PurchaseErrors.coApplicantConsentRequired();
  if (blank(c.firstName)) throw PurchaseErrors.required(at('firstName'));
  if (blank(c.lastName)) throw PurchaseErrors.required(at('lastName'));
  if (!isoDate.test(c.dateOfBirth) || c.dateOfBirth > today) throw PurchaseErrors.invalidField('invalid_date', at('dateOfBirth'), 'Invalid date');
  if (monthsBetween(c.dateOfBirth, today) < PURCHASE_LIMITS.minimumAgeYears * 12) throw PurchaseErrors.coApplicantTooYoung();
  const { hiringDate } = c.employment;
  if (hiringDate !== undefined && (!isoDate.test(hiringDate) || hiringDate > today || hiringDate < c.dateOfBirth)) {
    throw PurchaseErrors.invalidField('invalid_hiring_date', at('employment.hiringDate'), 'Hired on: a date from the date of birth to today');
  }
  if (!c.livesWithApplicant && !c.address) throw PurchaseErrors.required(at('address'));
  const address = c.livesWithApplicant ? undefined : normalizeAddress(c.address!, at('address'), false);
  const employment = {
    status: c.employment.status, ...(blank(c.employment.employer) ? {} : { employer: c.employment.employer!.trim() }),
    ...(blank(c.employment.occupation) ? {} : { occupation: c.employment.occupation!.trim() }), ...(hiringDate ? { hiringDate } : {}),
    grossIncome: c.employment.grossIncome, frequency: c.employment.frequency,
  };
  return {
    firstName: c.firstName.trim(), lastName: c.lastName.trim(), dateOfBirth: c.dateOfBirth, relationship: c.relationship, livesWithApplicant: c.livesWithApplicant,
    ...(address ? { address } : {}), monthlyResidentialPayment: c.livesWithApplicant ? 0 : c.monthlyResidentialPayment, employment, consent: true,
  };
}
