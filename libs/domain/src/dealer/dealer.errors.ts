import { DomainError } from '../shared';

/** Stable error codes of the dealer context. Another company's data answers like an unknown one: 404. */
export const DealerErrors = {
  companyNotFound: (field = 'companyId') => new DomainError('dealer.company_not_found', 'not_found', 'No such company', field),
  /** A dealer user without the company's manager flag changing its settings or users (issue #45). */
  notCompanyManager: () => new DomainError('dealer.not_company_manager', 'forbidden', 'Only a manager of the company may change this'),
  /** An invitation to an address that already has an account (another company's dealer, a customer). */
  inviteeHasAccount: () => new DomainError('dealer.invitee_has_account', 'validation', 'This address already has an account', 'body.email'),
  leadNotFound: () => new DomainError('dealer.lead_not_found', 'not_found', 'No such lead', 'leadId'),
  importNotFound: () => new DomainError('dealer.import_not_found', 'not_found', 'No such import', 'importId'),
  /** A confirmation naming a line the import did not hold (issue #45 item 8). */
  heldRowNotFound: (line: number) => new DomainError('dealer.held_row_not_found', 'validation', `Line ${line} is not held for review`, 'body.lines', { line }),
  importTooLarge: (maxBytes: number) =>
    new DomainError('dealer.import_too_large', 'validation', `The file is larger than ${maxBytes} bytes`, 'body.contentBase64', { maxBytes }),
  companyRequired: () => new DomainError('dealer.company_required', 'validation', 'Name the company to import for', 'body.companyId'),
  /** The widget settings were saved by someone else (another tab, staff) since the editor read them. */
  widgetSettingsConflict: () => new DomainError('dealer.widget_settings_conflict', 'conflict', 'The widget settings changed since they were read', 'body.expectedVersion'),
  /** Someone else worked the lead (a colleague, another tab) since the card was read: reload it (ADR 0074). */
  leadConflict: () => new DomainError('dealer.lead_conflict', 'conflict', 'The lead changed since it was read', 'body.expectedVersion'),
  /** The lead's buyer erased their account: a dealer writes nothing more about them (their key is shredded). */
  customerErased: () => new DomainError('dealer.customer_erased', 'conflict', 'The buyer erased their account', 'leadId'),
  /** A start after the end, or a day outside the years dates may name. */
  invalidDateRange: (field = 'startDate') => new DomainError('dealer.invalid_date_range', 'validation', 'Not a range of days from 1900 to 2999, start first', field),
  dateRangeTooLong: (maxDays: number) =>
    new DomainError('dealer.date_range_too_long', 'validation', `Statistics cover at most ${maxDays} days`, 'startDate', { maxDays }),
};
