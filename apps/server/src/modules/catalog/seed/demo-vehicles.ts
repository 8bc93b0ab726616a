import { createHash } from 'node:crypto';
import { withVinCheckDigit, type Fee, type ListVehicle, type VehicleColour } from '@marketplace/domain';
import { COLOURS } from '../adapters/reference/reference-data';
import {
  AIR_CONDITIONING_TAX, DEMO_COMPANIES, DEMO_MAKES, PROVINCE_CHARGES, type DemoMake, type DemoModel, type DemoTrim,
} from './demo-catalogue';

/** mulberry32: a tiny deterministic PRNG (same seed, same sequence on every machine). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash32(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/** A stable UUID (version-5 layout) for the index-th demo vehicle of a seed. */
export function demoVehicleId(seed: number, index: number): string {
  const b = createHash('sha1').update(`catalog-demo:${seed}:${index}`).digest();
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const YEAR_CODES: Record<number, string> = { 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T', 2027: 'V' };
const VDS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** Position 7 of a light vehicle's VIN is a letter from model year 2010 on (49 CFR 565.15): a digit there reads 30 years earlier. */
const VDS_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function demoVin(model: DemoModel, year: number, rnd: () => number): string {
  // The same draws as before (the other fields of every demo vehicle stay as they were); position 7 from the letters.
  const vds = Array.from({ length: 5 }, (_, i) => {
    const r = rnd();
    return i === 3 ? VDS_LETTERS[Math.floor(r * VDS_LETTERS.length)] : VDS[Math.floor(r * VDS.length)];
  }).join('');
  const serial = String(100000 + Math.floor(rnd() * 899999));
  return withVinCheckDigit(`${model.wmi}${vds}0${YEAR_CODES[year] ?? 'S'}${model.plant}${serial}`);
}

function weighted<T>(items: readonly (readonly [T, number])[], rnd: () => number): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1][0];
}

const colour = (key: string): VehicleColour => {
  const c = COLOURS.find((x) => x.key === key)!;
  return { id: c.id, nameEn: c.en, nameFr: c.fr, hex: c.hex };
};
const EXTERIOR: readonly (readonly [string, number])[] = [
  ['white', 22], ['black', 20], ['grey', 16], ['silver', 12], ['blue', 10], ['red', 9], ['burgundy', 3], ['green', 3], ['brown', 2], ['beige', 1], ['yellow', 1], ['orange', 1],
];
const INTERIOR: readonly (readonly [string, number])[] = [['black', 60], ['grey', 25], ['beige', 12], ['brown', 3]];

const SALEABLE = DEMO_MAKES.flatMap((make) => make.models.filter((m) => m.dataSource === 'chrome').flatMap((model) =>
  model.trims.filter((t) => t.msrp !== null).map((trim) => ({ make, model, trim }))));

/** Fees a new vehicle carries in a province: freight/PDI, A/C excise tax, tire levy, dealer association fee. */
export function newVehicleFees(make: Pick<DemoMake, 'freightPdi'>, province: string): Fee[] {
  const charges = PROVINCE_CHARGES[province] ?? { tireLevy: 0, associationFee: 0 };
  const fees: Fee[] = [
    { code: 'freight_pdi', amount: make.freightPdi * 100 },
    { code: 'air_conditioning_tax', amount: AIR_CONDITIONING_TAX * 100 },
  ];
  if (charges.tireLevy > 0) fees.push({ code: 'tire_levy', amount: charges.tireLevy * 100 });
  if (charges.associationFee > 0) fees.push({ code: 'association_fee', amount: charges.associationFee * 100 });
  return fees;
}

export interface DemoVehicle {
  readonly command: ListVehicle;
  readonly make: DemoMake;
  readonly model: DemoModel;
  readonly trim: DemoTrim;
}

/**
 * The index-th demo vehicle of a seed, as a ListVehicle command. Pure and independent of how many vehicles are
 * seeded: vehicle 7 of seed 1 is always the same car (its listing date is relative to `now`).
 */
export function demoVehicle(seed: number, index: number, now: Date): DemoVehicle {
  const rnd = prng(hash32(`${seed}:${index}`));
  const { make, model, trim } = SALEABLE[Math.floor(rnd() * SALEABLE.length)];
  const company = DEMO_COMPANIES[Math.floor(rnd() * DEMO_COMPANIES.length)];
  const isNew = rnd() < 0.55;
  const age = isNew ? 0 : 1 + Math.floor(rnd() * 6);
  const year = trim.year - age;
  const kilometres = isNew ? 5 + Math.floor(rnd() * 60) : Math.max(3_000, Math.round(age * 17_000 * (0.6 + rnd() * 0.8)));
  const msrp = trim.msrp! * 100;
  let price: number;
  let fees: Fee[];
  if (isNew) {
    const discount = weighted([[0, 6], [500, 2], [1_000, 1.5], [1_500, 0.5]] as const, rnd);
    price = (trim.msrp! - discount) * 100;
    fees = newVehicleFees(make, company.province);
  } else {
    const kmFactor = Math.min(1.08, Math.max(0.8, 1 - (kilometres - age * 17_000) / 600_000));
    const dollars = trim.msrp! * 0.86 ** age * kmFactor * (0.95 + rnd() * 0.1);
    price = Math.max(5_995, Math.round(dollars / 100) * 100 - 5) * 100;
    fees = [];
    if (company.usedAdminFee > 0) fees.push({ code: 'admin_fee', amount: company.usedAdminFee * 100 });
    const association = PROVINCE_CHARGES[company.province]?.associationFee ?? 0;
    if (association > 0) fees.push({ code: 'association_fee', amount: association * 100 });
  }
  const vehicleId = demoVehicleId(seed, index);
  const photoCount = 6 + Math.floor(rnd() * 5);
  const listedAt = new Date(now.getTime() - Math.floor(rnd() * 90 * 86_400) * 1000);
  const vin = demoVin(model, year, rnd);
  return {
    make, model, trim,
    command: {
      type: 'ListVehicle',
      now: listedAt.toISOString(),
      vehicleId,
      vin,
      condition: isNew ? 'new' : 'used',
      year,
      make: { id: make.id, name: make.name },
      model: { id: model.id, name: model.name },
      trim: { id: trim.id, name: trim.name },
      bodyType: model.body,
      kilometres,
      exteriorColour: colour(weighted(EXTERIOR, rnd)),
      interiorColour: colour(weighted(INTERIOR, rnd)),
      photos: Array.from({ length: photoCount }, (_, k) => `/api/catalog/photos/${vehicleId}/${k + 1}.svg`),
      price,
      msrp,
      fees,
      dealer: { companyId: company.id, name: company.name, city: company.city, province: company.province, lat: company.lat, lng: company.lng },
    },
  };
}
