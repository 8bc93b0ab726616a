import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LEAD_DELIVERY_STATUSES, LEAD_STATUSES, LEAD_TYPES } from '@marketplace/contracts/dealer/leads.routes';

export const LEAD_TYPE_LABELS: Record<(typeof LEAD_TYPES)[number], MessageDescriptor> = {
  buy_online: msg`Buy online`,
  trade_in: msg`Trade-in`,
  credit: msg`Credit`,
};

export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead status' }),
  contacted: msg`Contacted`,
  deposit: msg`Deposit`,
  signed: msg`Signed`,
  lost: msg`Lost`,
};

export const MILESTONE_LABELS: Record<'started' | 'contacted' | 'deposit' | 'signed' | 'lost', MessageDescriptor> = {
  started: msg`Purchase started`,
  contacted: msg`Customer sent a message`,
  deposit: msg`Deposit paid`,
  signed: msg`Contract signed`,
  lost: msg`Cancelled`,
};

export const DELIVERY_STATUS_LABELS: Record<(typeof LEAD_DELIVERY_STATUSES)[number], MessageDescriptor> = {
  sent: msg({ message: 'Sent', context: 'lead delivery' }),
  failed: msg({ message: 'Failed', context: 'lead delivery' }),
};

export const COMPANY_TYPE_LABELS: Record<string, MessageDescriptor> = {
  dealer: msg`Dealership`,
  headquarter: msg`Dealer group (several brands)`,
  partner: msg`Partner`,
};
