import { withVinCheckDigit } from '../shared/formatters';
import { decodeVin, modelYearOf } from './vin-decode';

describe('VIN decode (offline)', () => {
  it('decodes a real Canadian-built Honda Civic VIN: WMI, make, region and model year', () => {
    const decoded = decodeVin(withVinCheckDigit('2HGFC2F50JH000000'), 2026);
    expect(decoded).toMatchObject({ wmi: '2HG', make: 'Honda', region: 'Canada', modelYear: 2018 });
  });

  it('checks the check digit: one wrong character is Invalid VIN', () => {
    const good = withVinCheckDigit('1HGCM82633A004352');
    expect(decodeVin(good, 2026).modelYear).toBe(2003);
    const bad = good.slice(0, 8) + (good[8] === '1' ? '2' : '1') + good.slice(9);
    expect(() => decodeVin(bad, 2026)).toThrow(expect.objectContaining({ code: 'trade_in.invalid_vin', field: 'vin' }));
  });

  it.each(['', '1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM82633AO04352', 'IHGCM82633A004352', '1HGCM8263QA004352'])(
    'refuses %j (length, I, O, Q)', (vin) => {
      expect(() => decodeVin(vin, 2026)).toThrow(expect.objectContaining({ code: 'trade_in.invalid_vin' }));
    });

  it('accepts lower case and spaces around, and answers in capitals', () => {
    const good = withVinCheckDigit('5YJ3E1EA7KF000001');
    expect(decodeVin(`  ${good.toLowerCase()} `, 2026)).toMatchObject({ vin: good, make: 'Tesla', modelYear: 2019 });
  });

  it('picks the 30-year cycle from position 7 and never answers a year more than one ahead', () => {
    expect(modelYearOf('1HGCM8A63AA000000', 2026)).toBe(2010); // letter at position 7: 2010 cycle
    expect(modelYearOf('1HGCM8233AA000000', 2026)).toBe(1980); // digit at position 7: 1980 cycle
    expect(modelYearOf('1HGCM8A6XTA000000', 2026)).toBe(2026);
    expect(modelYearOf('1HGCM8A6XVA000000', 2026)).toBe(2027);
    expect(modelYearOf('1HGCM8A6XWA000000', 2026)).toBe(1998); // 2028 would be two years ahead
  });

  it('knows nothing of an unknown WMI but still decodes the year', () => {
    const vin = withVinCheckDigit('9BWZZZ377VT004251');
    expect(decodeVin(vin, 2026)).toMatchObject({ make: null, manufacturer: null, region: 'Other', modelYear: 1997 });
  });
});
