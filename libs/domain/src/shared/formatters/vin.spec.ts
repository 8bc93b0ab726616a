import fc from 'fast-check';
import { hasVinFormat, isValidVin, vinCheckDigit } from './vin';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const value = (c: string) => VALUES[c] ?? Number(c);
const anyVin = fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 17, maxLength: 17 }).map((c) => c.join(''));
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

describe('VIN', () => {
  it.each(['1M8GDM9AXKP042788', '11111111111111111', '1HGCM82633A004352', '1m8gdm9axkp042788'])('%p is valid', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it('computes the check digit, X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it.each([
    ['1M8GDM9A1KP042788', 'wrong check digit'], ['1M8GDM9AXKP04278', '16 characters'], ['1M8GDM9AXKP0427888', '18 characters'],
    ['1M8GDM9AXKP04278O', 'letter O'], ['IM8GDM9AXKP042788', 'letter I'], ['QM8GDM9AXKP042788', 'letter Q'], ['1M8GDM9AXKP-42788', 'hyphen'], ['', 'empty'],
  ])('%p is invalid (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('refuses to compute a check digit for a malformed VIN', () => {
    expect(() => vinCheckDigit('1M8GDM9AXKP0427')).toThrow(expect.objectContaining({ code: 'vin.invalid_format', kind: 'validation', field: 'vin' }));
  });

  it('any well-formed VIN becomes valid once its check digit is set', () => {
    fc.assert(fc.property(anyVin, (vin) => hasVinFormat(vin) && isValidVin(withCheckDigit(vin))));
  });

  it('detects any single-character change (except at the check position)', () => {
    const change = fc.tuple(anyVin, fc.integer({ min: 0, max: 16 }).filter((i) => i !== 8), fc.constantFrom(...VIN_CHARS));
    fc.assert(fc.property(change, ([raw, position, replacement]) => {
      const vin = withCheckDigit(raw);
      fc.pre(value(vin[position]) !== value(replacement));
      return !isValidVin(`${vin.slice(0, position)}${replacement}${vin.slice(position + 1)}`);
    }));
  });
});
