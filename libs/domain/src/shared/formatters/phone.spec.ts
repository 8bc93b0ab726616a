import fc from 'fast-check';
import { formatPhone, isFormattedPhone } from './phone';

const SHAPE = /^\d{0,3}( \d{0,3}(-\d{0,4})?)?$/;
const shortInput = fc.string({ maxLength: 16 });
const phoneish = fc.array(fc.constantFrom(...'0123456789 ()-+.x'), { maxLength: 16 }).map((chars) => chars.join(''));

describe('formatPhone', () => {
  it.each([
    ['', ''], ['5', '5'], ['514', '514'], ['5145', '514 5'], ['514555', '514 555'], ['5145551', '514 555-1'],
    ['5145551234', '514 555-1234'], ['(514) 555-1234', '514 555-1234'], ['514.555.1234', '514 555-1234'],
    ['514-555-12345678', '514 555-1234'], ['abc', ''],
  ])('%p -> %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('leaves input longer than 16 characters unchanged', () => {
    expect(formatPhone('+1 (514) 555-1234')).toBe('+1 (514) 555-1234');
    fc.assert(fc.property(fc.string({ minLength: 17 }), (input) => formatPhone(input) === input));
  });

  it('gives the NNN NNN-NNNN shape, keeping the first 10 digits in order', () => {
    fc.assert(fc.property(fc.oneof(shortInput, phoneish), (input) => {
      const output = formatPhone(input);
      return SHAPE.test(output) && output.replace(/\D/g, '') === input.replace(/\D/g, '').slice(0, 10);
    }));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 30 }), phoneish), (input) => formatPhone(formatPhone(input)) === formatPhone(input)));
  });

  it('recognises a complete number', () => {
    expect(isFormattedPhone('514 555-1234')).toBe(true);
    expect(isFormattedPhone('514 555-123')).toBe(false);
  });
});
