import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LEAD_DELIVERY_STATUSES, LEAD_OUTBOX_STATUSES, LEAD_STAGES, LEAD_STATUSES, LEAD_TYPES } from '@marketplace/contracts/dealer/leads.routes';
import type {
  HELD_ROW_STATUSES, HOLD_REASON_CODES, IMPORT_ENCODINGS, IMPORT_ERROR_SECTIONS, IMPORT_SEPARATORS, IMPORT_STATUSES, NOTIFICATION_STATUSES,
} from '@marketplace/contracts/dealer/notifications.routes';

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

/** Timeline lines of trade-in and credit leads, by public event (the others read their milestone). */
export const EVENT_LABELS: Record<string, MessageDescriptor> = {
  'purchase.transaction-started.v1': MILESTONE_LABELS.started,
  'purchase.deposit-paid.v1': MILESTONE_LABELS.deposit,
  'purchase.contract-signed.v1': MILESTONE_LABELS.signed,
  'purchase.transaction-cancelled.v1': MILESTONE_LABELS.lost,
  'purchase.lead-submitted.v1': MILESTONE_LABELS.contacted,
  'trade-in.appraised.v1': msg`Trade-in appraised`,
  'trade-in.value-changed.v1': msg`Trade-in value changed`,
  'trade-in.confirmed.v1': msg`Offer accepted by the customer`,
  'trade-in.added-to-inventory.v1': msg`Taken into a dealer's inventory`,
  'credit.application-submitted.v1': msg`Credit application submitted`,
  'credit.decided.v1': msg`Credit decision`,
};

export const IMPORT_STATUS_LABELS: Record<(typeof IMPORT_STATUSES)[number], MessageDescriptor> = {
  queued: msg`Queued`,
  running: msg`Importing`,
  done: msg({ message: 'Done', context: 'import status' }),
  failed: msg({ message: 'Failed', context: 'import status' }),
};

export const NOTIFICATION_STATUS_LABELS: Record<(typeof NOTIFICATION_STATUSES)[number], MessageDescriptor> = {
  unread: msg`Unread`,
  read: msg({ message: 'Read', context: 'notification status' }),
  archived: msg`Archived`,
};

export const IMPORT_SECTION_LABELS: Record<(typeof IMPORT_ERROR_SECTIONS)[number], MessageDescriptor> = {
  file: msg`File structure`,
  vehicle: msg`Vehicle`,
  colours: msg`Colours`,
  price: msg`Price`,
};

/** The encoding an import's file was detected as (ADR 0068). */
export const IMPORT_ENCODING_LABELS: Record<(typeof IMPORT_ENCODINGS)[number], MessageDescriptor> = {
  'utf-8': msg`UTF-8`,
  'utf-8-bom': msg`UTF-8 with BOM`,
  'windows-1252': msg`Windows-1252`,
};

/** The separator of its fields. */
export const IMPORT_SEPARATOR_LABELS: Record<(typeof IMPORT_SEPARATORS)[number], MessageDescriptor> = {
  comma: msg`Commas`,
  semicolon: msg`Semicolons`,
  tab: msg`Tabs`,
};

/** Row errors by code (the server's English message is the fallback of an unknown code). */
export const IMPORT_ERROR_LABELS: Record<string, MessageDescriptor> = {
  'csv.empty': msg`The file has no header row.`,
  'csv.unterminated_quote': msg`A quoted field is not closed.`,
  'csv.text_after_quote': msg`Text follows a closing quote.`,
  'csv.stray_quote': msg`A quote inside an unquoted field.`,
  'csv.missing_column': msg`A required column is missing from the header.`,
  'csv.unknown_column': msg`Unknown column (ignored).`,
  'csv.duplicate_column': msg`This column appears twice.`,
  'csv.field_count': msg`This line does not have as many fields as the header.`,
  'csv.too_many_rows': msg`Too many rows in one file.`,
  'import.required': msg`Required.`,
  'import.invalid_integer': msg`Not a whole number.`,
  'import.invalid_condition': msg`Expected new or used.`,
  'import.invalid_year': msg`Not a model year.`,
  'import.invalid_price': msg`Not a price in dollars.`,
  'import.implausible_price': msg`Price above $500,000: the price column is in dollars, not cents.`,
  'csv.malformed': msg`This line cannot be read.`,
  'catalog.invalid_vin': msg`Invalid VIN.`,
  'catalog.unknown_trim': msg`Unknown trim.`,
  'catalog.unknown_colour': msg`Unknown colour.`,
  'catalog.unknown_company': msg`Unknown or inactive company.`,
  'catalog.vin_already_listed': msg`A vehicle with this VIN is already listed.`,
  'catalog.invalid_price': msg`Invalid price.`,
  'catalog.invalid_kilometres': msg`Invalid kilometres.`,
};

/** Why an imported row is held for review (issue #45 item 8). */
export const HOLD_REASON_LABELS: Record<(typeof HOLD_REASON_CODES)[number], MessageDescriptor> = {
  price_above_band: msg`Price more than 3 times the MSRP of this trim: is it in cents?`,
  price_below_band: msg`Price under 10% of the MSRP of this trim.`,
  impossible_kilometres: msg`Kilometres impossible for the vehicle's age.`,
  vin_listed_elsewhere: msg`This VIN is listed by another dealer.`,
};

export const HELD_ROW_STATUS_LABELS: Record<(typeof HELD_ROW_STATUSES)[number], MessageDescriptor> = {
  held: msg({ message: 'Held for review', context: 'held row' }),
  published: msg({ message: 'Published', context: 'held row' }),
  refused: msg({ message: 'Refused', context: 'held row' }),
  replaced: msg({ message: 'Replaced by a later import', context: 'held row' }),
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

/** The dealer's pipeline (issue #45 item 2). */
export const LEAD_STAGE_LABELS: Record<(typeof LEAD_STAGES)[number], MessageDescriptor> = {
  new: msg({ message: 'New', context: 'lead stage' }),
  contacted: msg({ message: 'Contacted', context: 'lead stage' }),
  appointment: msg`Appointment`,
  sold: msg`Sold`,
  lost: msg({ message: 'Lost', context: 'lead stage' }),
};

/** The dealer's lines of a lead's timeline, by event. */
export const DEALER_EVENT_LABELS: Record<string, MessageDescriptor> = {
  LeadAssigned: msg`Assigned`,
  LeadStageChanged: msg`Stage changed`,
  LeadNoteAdded: msg`Note`,
  LeadTaskAdded: msg`Task added`,
  LeadDeliveryRequested: msg`Lead sent again`,
  LeadEscalated: msg`Not contacted in time: escalated to the company`,
  LeadUpdateSent: msg`Update emailed to the company`,
};

/** What a lead's update email carried (the `LeadUpdateSent` line's detail, `trade_in,finance`). */
export const LEAD_UPDATE_CHANGE_LABELS: Record<string, MessageDescriptor> = {
  trade_in: msg`the trade-in`,
  finance: msg`the financing`,
};

export const CONTACT_METHOD_LABELS: Record<'email' | 'phone', MessageDescriptor> = {
  email: msg({ message: 'Email', context: 'contact method' }),
  phone: msg({ message: 'Phone', context: 'contact method' }),
};

export const LANGUAGE_LABELS: Record<'en-ca' | 'fr-ca', MessageDescriptor> = {
  'en-ca': msg`English`,
  'fr-ca': msg`French`,
};

export const MESSAGE_KIND_LABELS: Record<'question' | 'call_back' | 'test_drive' | 'other', MessageDescriptor> = {
  question: msg`A question`,
  call_back: msg`Asks to be called back`,
  test_drive: msg`Asks for a test drive`,
  other: msg`A message`,
};

/** A credit pre-qualification's score band. */
export const CREDIT_BAND_LABELS: Record<string, MessageDescriptor> = {
  poor: msg`Poor`,
  fair: msg`Fair`,
  good: msg`Good`,
  very_good: msg`Very good`,
  excellent: msg`Excellent`,
  unknown: msg`Not known`,
};

/** A lead's email to its company (issue #45 item 6). */
export const OUTBOX_STATUS_LABELS: Record<(typeof LEAD_OUTBOX_STATUSES)[number], MessageDescriptor> = {
  waiting: msg`Waiting for a lead email address of the company: it is sent once one is added`,
  sending: msg`Being sent`,
  sent: msg`Emailed to the company`,
  failed: msg`Not delivered yet, retried automatically`,
};
