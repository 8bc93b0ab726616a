import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatMoney } from '@marketplace/domain/shared';

export interface PricingPlan {
  id: 'trial' | 'dealer' | 'headquarter';
  name: MessageDescriptor;
  /** Canadian dollars per month. */
  monthlyPrice: number;
  features: MessageDescriptor[];
}

/** The static plans of spec §1 (the dealer sign-up dialog and the company subscription page) (prices per month; the trial lasts 30 days with up to 100 leads). */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'trial',
    name: msg`Trial`,
    monthlyPrice: 0,
    features: [msg`Free for 30 days`, msg`Up to 100 leads`, msg`One brand`, msg`Analytics`, msg`Email support`],
  },
  {
    id: 'dealer',
    name: msg`Dealer`,
    monthlyPrice: 250,
    features: [msg`Unlimited leads`, msg`One brand`, msg`Analytics`, msg`Application customization`],
  },
  {
    id: 'headquarter',
    name: msg`Headquarter`,
    monthlyPrice: 500,
    features: [msg`Unlimited leads`, msg`Multiple brands`, msg`Analytics`, msg`Customization`],
  },
];

/** A plan's monthly price in whole dollars: "$250" in en-ca, "250 $" in fr-ca (the shared formatter, ADR 0060). */
export function formatMonthlyPrice(amount: number, locale: string): string {
  return formatMoney(amount * 100, locale, { cents: false });
}
