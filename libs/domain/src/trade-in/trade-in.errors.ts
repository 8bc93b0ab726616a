import { DomainError } from '../shared';

/** Stable error codes of the trade-in context; the web maps each to a message in both languages. */
export const TradeInErrors = {
  invalidVin: (field = 'vin') => new DomainError('trade_in.invalid_vin', 'validation', 'Invalid VIN', field),
  notStandalone: () => new DomainError('trade_in.not_standalone', 'precondition', 'Only a standalone trade-in verifies a phone', 'tradeInId'),
  phoneNotVerified: () => new DomainError('trade_in.phone_not_verified', 'precondition', 'Verify your phone first: ask for a code', 'code'),
  codeInvalid: () => new DomainError('trade_in.code_invalid', 'validation', 'Wrong code', 'code'),
  codeAttemptsExceeded: () => new DomainError('trade_in.code_attempts_exceeded', 'precondition', 'Too many wrong codes: ask for a new one', 'code'),
  codeExpired: () => new DomainError('trade_in.code_expired', 'validation', 'The code expired: ask for a new one', 'code'),
  notFound: () => new DomainError('trade_in.not_found', 'not_found', 'No such trade-in', 'tradeInId'),
  exists: () => new DomainError('trade_in.exists', 'conflict', 'This trade-in already exists', 'tradeInId'),
  closed: () => new DomainError('trade_in.closed', 'conflict', 'This trade-in was discarded and can no longer change', 'tradeInId'),
  alreadyConfirmed: () => new DomainError('trade_in.already_confirmed', 'conflict', 'The offer is confirmed; only staff may change its value now', 'tradeInId'),
  invalidMileage: () => new DomainError('trade_in.invalid_mileage', 'validation', 'Mileage is 0 to 1,000,000 km', 'mileage'),
  /** Above this the guide does not value a vehicle (ADR 0058): the customer may ask an adviser instead. */
  mileageOverLimit: (limit: number) =>
    new DomainError('trade_in.mileage_over_limit', 'validation', `Our guide values vehicles up to ${limit.toLocaleString('en-CA')} km: ask an adviser`, 'mileage', { limit }),
  invalidNote: () => new DomainError('trade_in.invalid_note', 'validation', 'The note is 1,000 characters at most', 'note'),
  invalidYear: () => new DomainError('trade_in.invalid_year', 'validation', 'Model year out of range', 'year'),
  invalidAmount: (field: string) => new DomainError('trade_in.invalid_amount', 'validation', 'Amount out of range', field),
  reasonRequired: () => new DomainError('trade_in.reason_required', 'validation', 'Say why the value changes', 'reason'),
  stepsIncomplete: (missing: readonly string[]) =>
    new DomainError('trade_in.steps_incomplete', 'precondition', `Complete these steps first: ${missing.join(', ')}`, 'tradeInId', { missing }),
  photosMissing: (missing: readonly string[]) =>
    new DomainError('trade_in.photos_missing', 'precondition', `These photos are required: ${missing.join(', ')}`, 'photos', { missing }),
  noOffer: () => new DomainError('trade_in.no_offer', 'precondition', 'There is no offer to confirm yet', 'tradeInId'),
  offerExpired: (expiredAt: string) =>
    new DomainError('trade_in.offer_expired', 'conflict', 'The offer expired; the vehicle is valued again', 'tradeInId', { expiredAt }),
  notWithAdvisers: () => new DomainError('trade_in.not_with_advisers', 'precondition', 'This trade-in is not waiting for an adviser', 'tradeInId'),
  notConfirmed: () => new DomainError('trade_in.not_confirmed', 'precondition', 'Only a confirmed trade-in is on the block', 'tradeInId'),
  /** Credited on a purchase's contract: the trade-in stays as that contract has it. */
  alreadyCommitted: () =>
    new DomainError('trade_in.already_committed', 'conflict', 'This trade-in is credited on a purchase contract', 'tradeInId'),
  alreadyTaken: () => new DomainError('trade_in.already_taken', 'conflict', 'Another dealer took this trade-in', 'tradeInId'),
  ruleNotFound: () => new DomainError('trade_in.rule_not_found', 'not_found', 'No such value rule', 'ruleId'),
  ruleExists: () => new DomainError('trade_in.rule_exists', 'conflict', 'This value rule already exists', 'ruleId'),
  invalidRule: (field: string, message: string) => new DomainError('trade_in.invalid_rule', 'validation', message, field),
} as const;
