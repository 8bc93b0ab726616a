import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Stripe's dispute statuses, as the console shows them. */
export const DISPUTE_STATUSES: Record<string, MessageDescriptor> = {
  needs_response: msg`Needs a response`,
  warning_needs_response: msg`Inquiry: needs a response`,
  under_review: msg`Evidence submitted, under review`,
  warning_under_review: msg`Inquiry under review`,
  won: msg`Won`,
  lost: msg`Lost`,
  warning_closed: msg`Inquiry closed`,
};
