import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
export { CONDITION_LABELS, FEE_LABELS } from '../../lib/vehicle-labels';

/** Texts of the vehicles-team keys. */
export const STATUS_LABELS: Record<'available' | 'locked' | 'reserved' | 'sold', MessageDescriptor> = {
  available: msg`Available`,
  locked: msg`Locked (purchase in progress)`,
  reserved: msg`Reserved (deposit paid)`,
  sold: msg`Sold`,
};
export const STATUS_ORDER = ['available', 'locked', 'reserved', 'sold'] as const;

export const DOWNLOAD_STATUS_LABELS: Record<'none' | 'queued' | 'downloading' | 'done' | 'cancelled' | 'failed', MessageDescriptor> = {
  none: msg`Not downloaded`,
  queued: msg`Queued`,
  downloading: msg`Downloading`,
  done: msg`Downloaded`,
  cancelled: msg`Cancelled`,
  failed: msg`Failed`,
};

export const PROVIDER_LABELS: Record<'black-book' | 'j-d-power' | 'local', MessageDescriptor> = {
  'black-book': msg`Black Book`,
  'j-d-power': msg`J.D. Power`,
  local: msg`Local (development)`,
};

