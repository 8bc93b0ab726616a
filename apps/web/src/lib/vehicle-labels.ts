import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Texts of a vehicle's keys that the public catalogue and the vehicles team both show. */
export const FEE_LABELS: Record<string, MessageDescriptor> = {
  freight_pdi: msg`Freight and PDI`,
  air_conditioning_tax: msg`Air conditioning tax`,
  tire_levy: msg`Tire levy`,
  association_fee: msg`Dealer association fee`,
  admin_fee: msg`Administration fee`,
  environmental_levy: msg`Environmental levy`,
};

/** A listing's condition. */
export const CONDITION_LABELS: Record<'new' | 'used', MessageDescriptor> = {
  new: msg`New`,
  used: msg`Used`,
};
