import { DomainError } from '../shared';
import { assertNonNegativeCents, type Cents } from './money';
import { assertIsoDate, type IsoDate } from './dates';
import { toProvince, type Province } from './province';

export const TAX_NAMES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** A percent tax on the subtotal, e.g. { name: 'QST', percent: 9.975 }. */
export interface TaxRate {
  readonly name: TaxName;
  readonly percent: number;
}

/**
 * One rate as in force from a date. A rate change is a new row, never a code change.
 * `minPrice` makes the row a price tier: it applies when the vehicle price is at least `minPrice` (BC vehicle PST).
 * To abolish a tax, add a row with percent 0 (zero-percent lines are not returned).
 */
export interface TaxRateRow extends TaxRate {
  readonly province: Province;
  readonly from: IsoDate;
  readonly minPrice?: Cents;
}

const GST_PROVINCES = ['AB', 'BC', 'MB', 'NT', 'NU', 'QC', 'SK', 'YT'] as const;

/**
 * Rates in force on vehicle sales. Sources:
 * - GST 5% since 2008-01-01; HST ON 13% since 2010-07-01; NB and NL 15% since 2016-07-01; PE 15% since 2016-10-01;
 *   NS 15% since 2010-07-01, 14% from 2025-04-01 [CRA "GST/HST rates" page; Nova Scotia Budget 2025-26].
 * - QST 9.975% since 2013-01-01, applied on the price without GST (not compounded) [Revenu Québec].
 * - MB RST 7% since 2019-07-01 [Manitoba Budget 2019]. SK PST 6% since 2017-03-23 [Saskatchewan Budget 2017].
 * - BC PST on passenger vehicles bought from a dealer, by purchase price: 7/8/9/10% tiers since 2013-04-01
 *   [BC PST Bulletin 116, PST 308]; 15% and 20% tiers since 2018-04-01 [BC PST Notice 2018-003].
 */
export const TAX_RATE_TABLE: readonly TaxRateRow[] = [
  ...GST_PROVINCES.map((province): TaxRateRow => ({ province, name: 'GST', percent: 5, from: '2008-01-01' })),
  { province: 'ON', name: 'HST', percent: 13, from: '2010-07-01' },
  { province: 'NB', name: 'HST', percent: 15, from: '2016-07-01' },
  { province: 'NL', name: 'HST', percent: 15, from: '2016-07-01' },
  { province: 'PE', name: 'HST', percent: 15, from: '2016-10-01' },
  { province: 'NS', name: 'HST', percent: 15, from: '2010-07-01' },
  { province: 'NS', name: 'HST', percent: 14, from: '2025-04-01' },
  { province: 'QC', name: 'QST', percent: 9.975, from: '2013-01-01' },
  { province: 'MB', name: 'RST', percent: 7, from: '2019-07-01' },
  { province: 'SK', name: 'PST', percent: 6, from: '2017-03-23' },
  { province: 'BC', name: 'PST', percent: 7, from: '2013-04-01' },
  { province: 'BC', name: 'PST', percent: 8, from: '2013-04-01', minPrice: 5_500_000 },
  { province: 'BC', name: 'PST', percent: 9, from: '2013-04-01', minPrice: 5_600_000 },
  { province: 'BC', name: 'PST', percent: 10, from: '2013-04-01', minPrice: 5_700_000 },
  { province: 'BC', name: 'PST', percent: 15, from: '2018-04-01', minPrice: 12_500_000 },
  { province: 'BC', name: 'PST', percent: 20, from: '2018-04-01', minPrice: 15_000_000 },
];

/**
 * The table is complete from this date: it is the most recent change (MB RST 8% -> 7%) for which the older
 * rate is not recorded. Earlier dates are refused rather than answered wrongly.
 */
export const TAX_TABLE_COMPLETE_FROM: IsoDate = '2019-07-01';

/**
 * Sales taxes on a vehicle sold in `province` on date `on`.
 * `price` (the vehicle price, in cents) selects BC's PST tier; without it the base tier (7%) applies.
 * Returns GST first, then the provincial tax, e.g. taxesFor('QC', { on: '2025-06-01' }) ->
 * [{ name: 'GST', percent: 5 }, { name: 'QST', percent: 9.975 }].
 */
export function taxesFor(province: string, options: { on: IsoDate; price?: Cents }, table: readonly TaxRateRow[] = TAX_RATE_TABLE): TaxRate[] {
  const code = toProvince(province);
  const on = assertIsoDate(options.on, 'on');
  if (on < TAX_TABLE_COMPLETE_FROM) {
    throw new DomainError('pricing.date_out_of_range', 'validation', `Tax rates are recorded from ${TAX_TABLE_COMPLETE_FROM}`, 'on');
  }
  const price = options.price === undefined ? 0 : assertNonNegativeCents(options.price, 'price');

  const applicable = new Map<TaxName, TaxRateRow>();
  for (const row of table) {
    if (row.province !== code || row.from > on || (row.minPrice ?? 0) > price) continue;
    const current = applicable.get(row.name);
    if (!current || outranks(row, current)) applicable.set(row.name, row);
  }
  return TAX_NAMES.flatMap((name) => {
    const row = applicable.get(name);
    return row && row.percent > 0 ? [{ name, percent: row.percent }] : [];
  });
}

/** The highest price tier wins; within a tier, the latest rate wins. */
function outranks(candidate: TaxRateRow, current: TaxRateRow): boolean {
  const [a, b] = [candidate.minPrice ?? 0, current.minPrice ?? 0];
  return a !== b ? a > b : candidate.from > current.from;
}
