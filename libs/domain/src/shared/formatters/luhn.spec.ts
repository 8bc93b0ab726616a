import { isValidCardNumber, passesLuhn } from './luhn';
import { isValidSinNumber } from './sin';

describe('Luhn', () => {
  it('checks card numbers and SINs', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(passesLuhn('046454286')).toBe(true);
    expect(isValidSinNumber('046 454 286')).toBe(true);
    expect(isValidSinNumber('123 456 789')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a')).toBe(false);
  });
});
