import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../../../lib/form-resolver';
import { CardFormSchema, formatExpiry, isTaken } from './deposit-step';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;
const errorsOf = async (values: Record<string, string>) => {
  const result = await formResolver(CardFormSchema)(values as never, undefined, options);
  return JSON.parse(JSON.stringify(result.errors, (key, value) => (key === 'ref' ? undefined : value)));
};

describe('test card form', () => {
  it('says Required, invalid card number, card expired and invalid CVC on their fields', async () => {
    expect(await errorsOf({ cardNumber: '', expiry: '', cvc: '' })).toMatchObject({
      cardNumber: { message: 'purchase.required' }, expiry: { message: 'purchase.required' }, cvc: { message: 'purchase.required' },
    });
    expect(await errorsOf({ cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' })).toMatchObject({
      cardNumber: { message: 'payments.invalid_card_number' }, expiry: { message: 'payments.card_expired' }, cvc: { message: 'payments.invalid_cvc' },
    });
    expect(await errorsOf({ cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' })).toEqual({});
  });
});

describe('card expiry field', () => {
  it('inserts the "/" after the month while typing, and lets a backspace remove it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1', true)).toBe('1');
    expect(formatExpiry('ab12cd')).toBe('12/');
  });
});

describe('the card answer', () => {
  it('counts a payment taken or being confirmed as sent (the page then waits for it to show paid), a decline as not', () => {
    expect(['succeeded', 'processing', 'requires_capture'].filter(isTaken)).toEqual(['succeeded', 'processing', 'requires_capture']);
    expect(isTaken('requires_payment_method')).toBe(false);
  });
});
