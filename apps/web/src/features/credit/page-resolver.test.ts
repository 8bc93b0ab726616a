import { describe, expect, it } from 'vitest';
import { creditPageResolver } from './components/page-resolver';
import { answerOf, formValuesOf, QUESTION_PAGES } from './components/wizard-pages';

/** The resolver runs the contract's schema of the page, then the domain's rules, as the server does. */
const resolve = async (page: keyof typeof QUESTION_PAGES, values: Record<string, string>) => {
  const resolver = creditPageResolver(page, QUESTION_PAGES[page].fields, () => '2026-03-01');
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, (e as { message?: string }).message]));
};
const person = { firstName: 'Alice', lastName: 'Tremblay', dateOfBirth: '1990-05-01', phone: '514 555-0100', gender: 'female', maritalStatus: 'single', sin: '' };
const address = { line1: '1 rue Principale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' };

describe('the credit wizard page resolver', () => {
  it('accepts a complete page and leaves an empty optional SIN out of the answer', async () => {
    expect(await resolve('personal-information', person)).toEqual({});
    expect(answerOf(QUESTION_PAGES['personal-information'].fields, person)).not.toHaveProperty('sin');
  });

  it('says "Required" under each blank required field', async () => {
    expect(await resolve('budget', { from: '', to: '500' })).toEqual({ from: 'credit.required' });
    expect(await resolve('vehicle-condition', { condition: '' })).toEqual({ condition: 'credit.required' });
  });

  it("gives the contract's codes for out-of-bounds figures", async () => {
    expect(await resolve('time-at-address', { years: '1', months: '12' })).toEqual({ months: 'credit.invalid_months' });
    expect(await resolve('time-at-address', { years: '1.5', months: '0' })).toEqual({ years: 'credit.invalid_years' });
    expect(await resolve('cash-down', { cashDown: '-5' })).toEqual({ cashDown: 'credit.invalid_amount' });
    expect(await resolve('monthly-income', { amount: 'lots' })).toEqual({ amount: 'credit.invalid_amount' });
    expect(await resolve('personal-information', { ...person, phone: '555-01' })).toEqual({ phone: 'credit.invalid_phone' });
  });

  it("applies the domain's rules: the SIN's check digit, the age, the postal code of the province", async () => {
    expect(await resolve('personal-information', { ...person, sin: '046 454 287' })).toEqual({ sin: 'credit.invalid_sin' });
    expect(await resolve('personal-information', { ...person, sin: '046 454 286' })).toEqual({});
    expect(await resolve('personal-information', { ...person, dateOfBirth: '2010-01-01' })).toEqual({ dateOfBirth: 'credit.too_young' });
    expect(await resolve('previous-address', { ...address, postalCode: 'M5H 2N2', years: '3', months: '0' })).toEqual({ postalCode: 'credit.postal_code_province_mismatch' });
    expect(await resolve('budget', { from: '500', to: '300' })).toEqual({ to: 'credit.invalid_range' });
  });

  it('refuses an implausible monthly budget: $2 to $2, or above $5,000 (issue 42 item 7)', async () => {
    expect(await resolve('budget', { from: '2', to: '2' })).toEqual({ from: 'credit.budget_too_low' });
    expect(await resolve('budget', { from: '300', to: '9000' })).toEqual({ to: 'credit.budget_too_high' });
    expect(await resolve('budget', { from: '50', to: '5000' })).toEqual({});
  });

  it('shows a saved answer back in the form the way it was typed (cents as dollars, booleans as yes/no)', () => {
    const fields = QUESTION_PAGES.budget.fields;
    expect(formValuesOf(fields, answerOf(fields, { from: '300.5', to: '500' }))).toEqual({ from: '300.5', to: '500' });
    expect(formValuesOf(QUESTION_PAGES['trade-in'].fields, { haveTradeIn: false })).toEqual({ haveTradeIn: 'no' });
  });
});
