import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PURCHASE_STEPS, STEP_MINUTES, type PurchaseStepName } from '@marketplace/contracts/purchase/common';

export { PURCHASE_STEPS, STEP_MINUTES, type PurchaseStepName };

/** The eight steps (spec §2) in order; estimated minutes 3, 4, 2, 1, 1, 2, 5, 2 (spec §9). */
export const STEP_LABELS: Record<PurchaseStepName, MessageDescriptor> = {
  'personal-details': msg`Personal details`,
  'trade-in': msg`Trade-in`,
  'payment-method': msg`Cash, finance or lease`,
  'protection-plan': msg`Protection plan`,
  delivery: msg`Delivery or pickup`,
  'drivers-license': msg`Driver's licence`,
  deposit: msg`Deposit`,
  review: msg`Review order`,
};

export const isPurchaseStep = (value: unknown): value is PurchaseStepName => typeof value === 'string' && (PURCHASE_STEPS as readonly string[]).includes(value);

export function nextStep(step: PurchaseStepName): PurchaseStepName {
  const i = PURCHASE_STEPS.indexOf(step);
  return PURCHASE_STEPS[Math.min(i + 1, PURCHASE_STEPS.length - 1)];
}

export function previousStep(step: PurchaseStepName): PurchaseStepName | null {
  const i = PURCHASE_STEPS.indexOf(step);
  return i > 0 ? PURCHASE_STEPS[i - 1] : null;
}
