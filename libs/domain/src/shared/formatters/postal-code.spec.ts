import fc from 'fast-check';
import { isValidPostalCode, normalizePostalCode, parsePostalCode } from './postal-code';

const FIRST = 'ABCEGHJKLMNPRSTVXY';
const LETTER = 'ABCEGHJKLMNPRSTVWXYZ';
const DIGIT = '0123456789';
const postalCode = fc.tuple(fc.constantFrom(...FIRST), fc.constantFrom(...DIGIT), fc.constantFrom(...LETTER), fc.constantFrom(...DIGIT), fc.constantFrom(...LETTER), fc.constantFrom(...DIGIT))
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);

describe('postal codes', () => {
  it.each([
    ['H2X 1Y4', 'H2X 1Y4', 'H2X'], ['h2x1y4', 'H2X 1Y4', 'H2X'], [' k1a-0b1 ', 'K1A 0B1', 'K1A'], ['V6B  1A1', 'V6B 1A1', 'V6B'], ['X0A 0H0', 'X0A 0H0', 'X0A'],
  ])('%p -> %p (FSA %p)', (input, normalized, fsa) => {
    expect(parsePostalCode(input)).toEqual({ postalCode: normalized, fsa });
    expect(normalizePostalCode(input)).toBe(normalized);
  });

  it.each(['', 'H2X 1Y', 'H2X 1Y44', '12345', 'D2X 1Y4', 'W2X 1Y4', 'Z2X 1Y4', 'H2O 1Y4', 'H2X 1U4', 'HH2 1Y4', 'H2X_1Y4'])('%p is not a postal code', (input) => {
    expect(parsePostalCode(input)).toBeUndefined();
    expect(isValidPostalCode(input)).toBe(false);
  });

  it('normalises any spacing and case to A1A 1A1 and is idempotent', () => {
    fc.assert(fc.property(postalCode, fc.boolean(), fc.constantFrom('', ' ', '-', '  '), (code, lower, separator) => {
      const typed = (lower ? code.toLowerCase() : code).replace(' ', separator);
      const parsed = parsePostalCode(typed);
      return parsed?.postalCode === code && parsed.fsa === code.slice(0, 3) && normalizePostalCode(code) === code;
    }));
  });
});
