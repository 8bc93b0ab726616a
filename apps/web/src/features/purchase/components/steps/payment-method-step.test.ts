import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../../../lib/form-resolver';
import { ValidationCode } from '../../../../lib/validation';
import { EMPTY_CO_APPLICANT } from '../co-applicant-fields';
import { PaymentMethodFormSchema } from './payment-method-step';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;
const resolve = async (values: unknown) => {
  const result = await formResolver(PaymentMethodFormSchema)(values as never, undefined, options);
  return { values: result.values, errors: JSON.parse(JSON.stringify(result.errors, (key, value) => (key === 'ref' ? undefined : value))) };
};
const emptyAddress = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const blank = {
  method: 'finance', termMonths: '60', frequency: '52', downPayment: '',
  applicant: {
    dateOfBirth: '', sin: '', maritalStatus: '', gender: '', residentialStatus: '', monthlyResidentialPayment: '', occupancyDate: '', previousAddress: emptyAddress,
    employment: { status: '', type: '', employer: '', occupation: '', hiringDate: '', grossIncome: '', frequency: 'monthly' }, creditApplicationConsent: false,
    withCoApplicant: false, coApplicant: EMPTY_CO_APPLICANT,
  },
};
const filled = {
  ...blank, downPayment: '1 500',
  applicant: {
    ...blank.applicant, dateOfBirth: '1990-01-01', maritalStatus: 'single', gender: 'male', residentialStatus: 'rent', occupancyDate: '2020-01-01',
    employment: { ...blank.applicant.employment, status: 'employed', grossIncome: '5000' }, creditApplicationConsent: true,
  },
};

describe('payment-method form schema (the contract plus the applicant rules)', () => {
  it('sends a cash purchase without an applicant', async () => {
    const { values, errors } = await resolve({ ...blank, method: 'cash' });
    expect(errors).toEqual({});
    // No typed rate (ADR 0057): the request carries the contract's default, which the server does not use.
    expect(values).toEqual({ method: 'cash', termMonths: 60, ratePercent: 1, frequency: 52, downPayment: 0 });
  });

  it('asks for every missing choice of a finance applicant as "Required"', async () => {
    const { errors } = await resolve(blank);
    const required = { message: ValidationCode.required };
    expect(errors.applicant).toMatchObject({
      dateOfBirth: required, maritalStatus: required, gender: required, residentialStatus: required, occupancyDate: required, employment: { status: required },
    });
  });

  it('shows the decider\'s codes and the previous address after a recent move', async () => {
    const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const { errors } = await resolve({
      ...filled, applicant: { ...filled.applicant, dateOfBirth: '2020-01-01', sin: '12', occupancyDate: recent, creditApplicationConsent: false, employment: { ...filled.applicant.employment, grossIncome: '0' } },
    });
    expect(errors.applicant).toMatchObject({
      dateOfBirth: { message: 'purchase.applicant_too_young' }, sin: { message: 'purchase.invalid_sin' },
      creditApplicationConsent: { message: 'purchase.credit_consent_required' }, employment: { grossIncome: { message: ValidationCode.required } },
      previousAddress: { line1: { message: 'purchase.required' }, postalCode: { message: 'purchase.invalid_postal_code' } },
    });
  });

  it('answers the request in cents, with the rate read from a French decimal comma', async () => {
    const { values, errors } = await resolve(filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ downPayment: 150_000, applicant: { employment: { grossIncome: 500_000, status: 'employed' } } });
    expect((values as { applicant: { previousAddress?: unknown } }).applicant.previousAddress).toBeUndefined();
  });

  it('refuses a SIN failing the Luhn check, a home since a future date or before birth, and a lease outside 24 to 60 months', async () => {
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const bad = await resolve({ ...filled, applicant: { ...filled.applicant, sin: '123 456 789', occupancyDate: future } });
    expect(bad.errors.applicant).toMatchObject({ sin: { message: 'purchase.invalid_sin' }, occupancyDate: { message: 'purchase.invalid_occupancy_date' } });
    const early = await resolve({ ...blank, applicant: { ...blank.applicant, sin: '123 456 789', occupancyDate: future } });
    expect(early.errors.applicant).toMatchObject({ sin: { message: 'purchase.invalid_sin' }, occupancyDate: { message: 'purchase.invalid_occupancy_date' } });
    const beforeBirth = await resolve({ ...filled, applicant: { ...filled.applicant, occupancyDate: '1980-01-01' } });
    expect(beforeBirth.errors.applicant).toMatchObject({ occupancyDate: { message: 'purchase.invalid_occupancy_date' } });
    expect((await resolve({ ...filled, applicant: { ...filled.applicant, sin: '046 454 286' } })).errors).toEqual({});
    const lease = await resolve({ ...filled, method: 'lease', termMonths: '72', kilometresPerYear: '16000' });
    expect(lease.errors).toMatchObject({ termMonths: { message: 'purchase.invalid_lease_term' } });
    const ok = await resolve({ ...filled, method: 'lease', termMonths: '48', kilometresPerYear: '16000' });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ method: 'lease', termMonths: 48, kilometresPerYear: 16_000 });
  });

  describe('with a co-applicant (ADR 0063)', () => {
    const jean = {
      ...EMPTY_CO_APPLICANT, firstName: 'Jean', lastName: 'Tremblay', dateOfBirth: '1986-09-14', relationship: 'common_law_partner',
      employment: { ...EMPTY_CO_APPLICANT.employment, status: 'employed', hiringDate: '2020-01-15', grossIncome: '90 000', frequency: 'annually' }, consent: true,
    };
    const joint = (coApplicant: object, open = true) => ({ ...filled, applicant: { ...filled.applicant, withCoApplicant: open, coApplicant } });

    it('sends the co-applicant only while the section is open, in cents, living with the buyer unless said', async () => {
      const closed = await resolve(joint(jean, false));
      expect(closed.errors).toEqual({});
      expect((closed.values as { applicant: { coApplicant?: object } }).applicant.coApplicant).toBeUndefined();
      const { values, errors } = await resolve(joint(jean));
      expect(errors).toEqual({});
      expect((values as { applicant: { coApplicant: object } }).applicant.coApplicant).toEqual({
        firstName: 'Jean', lastName: 'Tremblay', dateOfBirth: '1986-09-14', relationship: 'common_law_partner', livesWithApplicant: true, monthlyResidentialPayment: 0,
        employment: { status: 'employed', hiringDate: '2020-01-15', grossIncome: 9_000_000, frequency: 'annually' }, consent: true,
      });
    });

    it('shows the decider\'s codes on their fields: under 18, no consent of their own, hired in the future, no address when living elsewhere', async () => {
      const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const { errors } = await resolve(joint({
        ...jean, dateOfBirth: new Date(Date.now() - 17 * 366 * 86_400_000).toISOString().slice(0, 10), consent: false, livesWithApplicant: false,
        employment: { ...jean.employment, hiringDate: future },
      }));
      expect(errors.applicant.coApplicant).toMatchObject({
        dateOfBirth: { message: 'purchase.co_applicant_too_young' }, consent: { message: 'purchase.co_applicant_consent_required' },
        employment: { hiringDate: { message: 'purchase.invalid_hiring_date' } }, address: { line1: { message: 'purchase.required' } },
      });
    });

    it('asks for the co-applicant\'s missing names and choices as "Required", and a name too long by its limit', async () => {
      const { errors } = await resolve(joint({ ...EMPTY_CO_APPLICANT, consent: true }));
      const required = { message: ValidationCode.required };
      expect(errors.applicant.coApplicant).toMatchObject({ firstName: { message: 'purchase.required' }, dateOfBirth: required, relationship: required, employment: { status: required } });
      const long = await resolve(joint({ ...jean, lastName: 'T'.repeat(101) }));
      expect(long.errors.applicant.coApplicant.lastName.message).toMatch(/too_long|too_big/);
    });
  });
});

