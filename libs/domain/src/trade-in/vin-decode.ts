import { hasVinFormat, isValidVin, normalizeVin } from '../shared/formatters';
import { TradeInErrors } from './trade-in.errors';

/**
 * Offline VIN decoding (ISO 3779 / 49 CFR 565): the world manufacturer identifier (positions 1-3) and the model year
 * (position 10). Enough to pre-fill the wizard; the catalog fills model and trims where it knows the make.
 */
export interface DecodedVin {
  readonly vin: string;
  readonly wmi: string;
  /** Manufacturer and make as the WMI names them; null for a WMI this table does not know. */
  readonly manufacturer: string | null;
  readonly make: string | null;
  /** Country or region of manufacture, from the first character. */
  readonly region: string;
  readonly modelYear: number;
}

/** World manufacturer identifiers of the makes sold in Canada (the first three characters of the VIN). */
const WMI: Readonly<Record<string, { manufacturer: string; make: string }>> = {
  '1FA': { manufacturer: 'Ford Motor Company', make: 'Ford' }, '1FM': { manufacturer: 'Ford Motor Company', make: 'Ford' },
  '1FT': { manufacturer: 'Ford Motor Company', make: 'Ford' }, '2FM': { manufacturer: 'Ford Motor Company of Canada', make: 'Ford' },
  '2FT': { manufacturer: 'Ford Motor Company of Canada', make: 'Ford' }, '3FA': { manufacturer: 'Ford Motor Company (Mexico)', make: 'Ford' },
  '1G1': { manufacturer: 'General Motors', make: 'Chevrolet' }, '1GC': { manufacturer: 'General Motors', make: 'Chevrolet' },
  '2G1': { manufacturer: 'General Motors of Canada', make: 'Chevrolet' }, '1GT': { manufacturer: 'General Motors', make: 'GMC' },
  '1GK': { manufacturer: 'General Motors', make: 'GMC' }, '3GN': { manufacturer: 'General Motors (Mexico)', make: 'Chevrolet' },
  '1C4': { manufacturer: 'FCA US', make: 'Jeep' }, '1C6': { manufacturer: 'FCA US', make: 'Ram' }, '2C3': { manufacturer: 'FCA Canada', make: 'Chrysler' },
  '1HG': { manufacturer: 'Honda of America', make: 'Honda' }, '2HG': { manufacturer: 'Honda of Canada', make: 'Honda' },
  '2HK': { manufacturer: 'Honda of Canada', make: 'Honda' }, '5FN': { manufacturer: 'Honda Manufacturing of Alabama', make: 'Honda' },
  'JHM': { manufacturer: 'Honda Motor Co.', make: 'Honda' }, '19X': { manufacturer: 'Honda of America', make: 'Honda' },
  '2T1': { manufacturer: 'Toyota Motor Manufacturing Canada', make: 'Toyota' }, '2T3': { manufacturer: 'Toyota Motor Manufacturing Canada', make: 'Toyota' },
  '4T1': { manufacturer: 'Toyota Motor Manufacturing Kentucky', make: 'Toyota' }, '5TD': { manufacturer: 'Toyota Motor Manufacturing Indiana', make: 'Toyota' },
  'JTD': { manufacturer: 'Toyota Motor Corporation', make: 'Toyota' }, 'JTM': { manufacturer: 'Toyota Motor Corporation', make: 'Toyota' },
  '2T2': { manufacturer: 'Toyota Motor Manufacturing Canada', make: 'Lexus' }, 'JTH': { manufacturer: 'Toyota Motor Corporation', make: 'Lexus' },
  'JM1': { manufacturer: 'Mazda Motor Corporation', make: 'Mazda' }, 'JM3': { manufacturer: 'Mazda Motor Corporation', make: 'Mazda' },
  '3MZ': { manufacturer: 'Mazda de Mexico', make: 'Mazda' }, '3MV': { manufacturer: 'Mazda de Mexico', make: 'Mazda' },
  'JF1': { manufacturer: 'Subaru Corporation', make: 'Subaru' }, 'JF2': { manufacturer: 'Subaru Corporation', make: 'Subaru' },
  '4S4': { manufacturer: 'Subaru of Indiana', make: 'Subaru' }, 'KNA': { manufacturer: 'Kia Corporation', make: 'Kia' },
  'KND': { manufacturer: 'Kia Corporation', make: 'Kia' }, '5XY': { manufacturer: 'Kia Georgia', make: 'Kia' },
  'KMH': { manufacturer: 'Hyundai Motor Company', make: 'Hyundai' }, 'KM8': { manufacturer: 'Hyundai Motor Company', make: 'Hyundai' },
  '5NM': { manufacturer: 'Hyundai Motor Manufacturing Alabama', make: 'Hyundai' }, '5NP': { manufacturer: 'Hyundai Motor Manufacturing Alabama', make: 'Hyundai' },
  '1N4': { manufacturer: 'Nissan North America', make: 'Nissan' }, '5N1': { manufacturer: 'Nissan North America', make: 'Nissan' },
  'JN1': { manufacturer: 'Nissan Motor Co.', make: 'Nissan' }, 'JN8': { manufacturer: 'Nissan Motor Co.', make: 'Nissan' },
  '3VW': { manufacturer: 'Volkswagen de Mexico', make: 'Volkswagen' }, 'WVW': { manufacturer: 'Volkswagen AG', make: 'Volkswagen' },
  'WVG': { manufacturer: 'Volkswagen AG', make: 'Volkswagen' }, '1V2': { manufacturer: 'Volkswagen Chattanooga', make: 'Volkswagen' },
  'WBA': { manufacturer: 'BMW AG', make: 'BMW' }, '5UX': { manufacturer: 'BMW Manufacturing', make: 'BMW' },
  'WDD': { manufacturer: 'Mercedes-Benz AG', make: 'Mercedes-Benz' }, 'W1K': { manufacturer: 'Mercedes-Benz AG', make: 'Mercedes-Benz' },
  '4JG': { manufacturer: 'Mercedes-Benz U.S. International', make: 'Mercedes-Benz' }, 'WAU': { manufacturer: 'Audi AG', make: 'Audi' },
  'WA1': { manufacturer: 'Audi AG', make: 'Audi' }, '5YJ': { manufacturer: 'Tesla, Inc.', make: 'Tesla' }, '7SA': { manufacturer: 'Tesla, Inc.', make: 'Tesla' },
  'YV1': { manufacturer: 'Volvo Car Corporation', make: 'Volvo' }, 'YV4': { manufacturer: 'Volvo Car Corporation', make: 'Volvo' },
  '3TM': { manufacturer: 'Toyota Motor Manufacturing de Baja California', make: 'Toyota' }, '3CZ': { manufacturer: 'Honda de Mexico', make: 'Honda' },
  'KL7': { manufacturer: 'GM Korea', make: 'Chevrolet' }, '3KP': { manufacturer: 'Kia Motors Mexico', make: 'Kia' },
  '7MM': { manufacturer: 'Mazda Toyota Manufacturing', make: 'Mazda' }, '3N1': { manufacturer: 'Nissan Mexicana', make: 'Nissan' },
  '3N8': { manufacturer: 'Nissan Mexicana', make: 'Nissan' }, '3VV': { manufacturer: 'Volkswagen de Mexico', make: 'Volkswagen' },
  '3FM': { manufacturer: 'Ford Motor Company (Mexico)', make: 'Ford' }, 'WBS': { manufacturer: 'BMW M GmbH', make: 'BMW' }, 'VR3': { manufacturer: 'Stellantis (Peugeot)', make: 'Peugeot' },
};

/** First character: where the vehicle was built (ISO 3780 regions, the ones met in Canada named). */
function regionOf(first: string): string {
  if (first === '1' || first === '4' || first === '5' || first === '7') return 'United States';
  if (first === '2') return 'Canada';
  if (first === '3') return 'Mexico';
  if (first === 'J') return 'Japan';
  if (first === 'K') return 'South Korea';
  if (first === 'W') return 'Germany';
  if (first === 'Y') return 'Sweden or Finland';
  if (first === 'S') return 'United Kingdom';
  if (first === 'Z') return 'Italy';
  if (first === 'V') return 'France or Spain';
  if (first === 'L') return 'China';
  return 'Other';
}

/** Position 10 codes, in order, for one 30-year cycle starting in 1980 (A) and again in 2010 (A). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year from position 10. The code repeats every 30 years; for passenger vehicles position 7 is a letter
 * from 2010 on and a digit before, which picks the cycle. A year more than one year ahead of `asOfYear` is taken
 * from the earlier cycle.
 */
export function modelYearOf(vin: string, asOfYear: number): number {
  const v = normalizeVin(vin);
  const index = YEAR_CODES.indexOf(v[9]);
  if (index < 0) throw TradeInErrors.invalidVin();
  const laterCycle = /[A-Z]/.test(v[6]);
  let year = (laterCycle ? 2010 : 1980) + index;
  while (year > asOfYear + 1) year -= 30;
  return year;
}

/** Decodes a VIN whose format and check digit are right; anything else is `trade_in.invalid_vin` ("Invalid VIN"). */
export function decodeVin(vin: string, asOfYear: number): DecodedVin {
  if (typeof vin !== 'string' || !hasVinFormat(vin) || !isValidVin(vin)) throw TradeInErrors.invalidVin();
  const v = normalizeVin(vin);
  const wmi = v.slice(0, 3);
  const known = WMI[wmi];
  return { vin: v, wmi, manufacturer: known?.manufacturer ?? null, make: known?.make ?? null, region: regionOf(v[0]), modelYear: modelYearOf(v, asOfYear) };
}
