import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The web formats phone fields with the domain's pure formatter; these properties pin the behaviour the forms rely on.
import { formatPhone, isFormattedPhone, PHONE_MAX_INPUT_LENGTH as PHONE_INPUT_LIMIT } from '@marketplace/domain/shared';

const digitsOf = (s: string) => s.replace(/\D/g, '');

describe('formatPhone (spec §5: NNN NNN-NNNN)', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['514', '514'],
    ['5145', '514 5'],
    ['514555', '514 555'],
    ['5145551', '514 555-1'],
    ['5145551234', '514 555-1234'],
    ['(514) 555-1234', '514 555-1234'],
    ['514.555.1234 ext', '514 555-1234'],
    ['51455512349999', '514 555-1234'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('leaves input longer than 16 characters unchanged', () => {
    expect(formatPhone('+1 (514) 555-1234 x')).toBe('+1 (514) 555-1234 x');
  });

  it('keeps the first ten digits, in order, for any input up to 16 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PHONE_INPUT_LIMIT }), (input) => {
        expect(digitsOf(formatPhone(input))).toBe(digitsOf(input).slice(0, 10));
      }),
    );
  });

  it('always produces a prefix of the NNN NNN-NNNN shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PHONE_INPUT_LIMIT }), (input) => {
        const out = formatPhone(input);
        expect(out).toMatch(/^(\d{0,3}|\d{3} \d{1,3}|\d{3} \d{3}-\d{1,4})$/);
        expect(out.length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('gives a complete number exactly when there are at least ten digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PHONE_INPUT_LIMIT }), (input) => {
        expect(isFormattedPhone(formatPhone(input))).toBe(digitsOf(input).length >= 10);
      }),
    );
  });

  it('is idempotent (typing over a formatted value keeps it stable)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PHONE_INPUT_LIMIT }), (input) => {
        const once = formatPhone(input);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('returns every input longer than the limit untouched', () => {
    fc.assert(
      fc.property(fc.string({ minLength: PHONE_INPUT_LIMIT + 1, maxLength: 40 }), (input) => {
        expect(formatPhone(input)).toBe(input);
      }),
    );
  });
});
