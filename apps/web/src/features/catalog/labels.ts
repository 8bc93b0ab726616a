import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentFrequency, PaymentMethod } from '@marketplace/domain/pricing';
export { CONDITION_LABELS, FEE_LABELS } from '../../lib/vehicle-labels';

/** Texts of the catalog's keys (body types, fees, conditions, payment choices). */
export const BODY_TYPE_LABELS: Record<string, MessageDescriptor> = {
  sedan: msg`Sedan`,
  hatchback: msg`Hatchback`,
  suv: msg`SUV`,
  pickup: msg`Pickup truck`,
  wagon: msg`Wagon`,
  coupe: msg`Coupe`,
  minivan: msg`Minivan`,
  convertible: msg`Convertible`,
};

/** Sales taxes by their short names (the API's are the English ones). */
export const TAX_LABELS: Record<string, MessageDescriptor> = {
  GST: msg`GST`,
  HST: msg`HST`,
  QST: msg`QST`,
  PST: msg`PST`,
  RST: msg`RST`,
};

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  finance: msg`Finance`,
  lease: msg`Lease`,
};

export const FREQUENCY_LABELS: Record<PaymentFrequency, MessageDescriptor> = {
  52: msg`Weekly`,
  26: msg`Bi-weekly`,
  12: msg`Monthly`,
  1: msg`Annual`,
};

/** "per week" etc., after an amount. */
export const PER_PERIOD: Record<PaymentFrequency, MessageDescriptor> = {
  52: msg`per week`,
  26: msg`every two weeks`,
  12: msg`per month`,
  1: msg`per year`,
};

export const labelOr = (labels: Record<string, MessageDescriptor>, key: string, translate: (d: MessageDescriptor) => string) =>
  labels[key] ? translate(labels[key]) : key;
