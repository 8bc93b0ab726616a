import { decodeVin } from '@marketplace/domain';
import { demoVehicle } from '../../catalog/catalog.public';

/**
 * Issue 42 item 7: every demo listing's VIN encodes the listing's model year and make (position 7 a letter from 2010
 * on, 49 CFR 565.15; its manufacturer code one the decoder knows), so "Trade it in" by VIN finds the same car.
 */
it('every demo listing (seed 1, the default 150) has a VIN of its own model year and make', () => {
  const wrong = Array.from({ length: 150 }, (_, i) => demoVehicle(1, i, new Date('2026-12-01T00:00:00.000Z')).command).flatMap((c) => {
    const decoded = decodeVin(c.vin, 2026);
    return decoded.modelYear === c.year && decoded.make === c.make.name ? [] : [`${c.vin}: listed ${c.year} ${c.make.name}, decodes ${decoded.modelYear} ${decoded.make}`];
  });
  expect(wrong).toEqual([]);
});
