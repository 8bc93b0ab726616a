/**
 * The financial institutions a pre-qualified file can go to (spec §2, "financial institution list"), by tier:
 * prime (tier 1) banks, near-prime (tier 2) captive finance companies and credit unions, non-prime (tier 3)
 * specialised lenders. Indicative yearly rates are the ones our decision quotes; a lender sets its own.
 */
export type LenderTier = 1 | 2 | 3;
export interface Lender {
  readonly id: string;
  readonly name: string;
  readonly tier: LenderTier;
}

export const LENDERS: readonly Lender[] = [
  { id: 'rbc', name: 'RBC Royal Bank', tier: 1 },
  { id: 'td', name: 'TD Auto Finance', tier: 1 },
  { id: 'scotiabank', name: 'Scotiabank', tier: 1 },
  { id: 'bmo', name: 'BMO Bank of Montreal', tier: 1 },
  { id: 'cibc', name: 'CIBC', tier: 1 },
  { id: 'desjardins', name: 'Desjardins', tier: 1 },
  { id: 'national-bank', name: 'National Bank', tier: 1 },
  { id: 'ford-credit', name: 'Ford Credit Canada', tier: 2 },
  { id: 'honda-financial', name: 'Honda Financial Services', tier: 2 },
  { id: 'toyota-financial', name: 'Toyota Financial Services', tier: 2 },
  { id: 'gm-financial', name: 'GM Financial', tier: 2 },
  { id: 'servus', name: 'Servus Credit Union', tier: 2 },
  { id: 'eden-park', name: 'Eden Park', tier: 3 },
  { id: 'rifco', name: 'Rifco', tier: 3 },
  { id: 'icecap', name: 'iceCap', tier: 3 },
];

/** Indicative yearly rate (percent) by tier. */
export const TIER_RATES: Readonly<Record<LenderTier, number>> = { 1: 6.99, 2: 9.99, 3: 17.99 };

/** The lenders of a tier and every tier below it in quality (a prime file is welcome everywhere). */
export const lendersFor = (tier: LenderTier): Lender[] => LENDERS.filter((l) => l.tier >= tier);
