import { DomainError } from '../shared';

/**
 * Stable error codes of the purchase context. The web maps each code to a translated message (spec §8), e.g.
 * `purchase.vehicle_locked` / `purchase.vehicle_reserved` / `purchase.vehicle_not_available` -> "Oops, this vehicle is
 * not available for now", `purchase.lock_expired` -> the reservation-expired modal.
 */
export const PurchaseErrors = {
  vehicleNotFound: () => new DomainError('purchase.vehicle_not_found', 'not_found', 'No such vehicle', 'vehicleId'),
  vehicleLocked: (expiresAt?: string) =>
    new DomainError('purchase.vehicle_locked', 'conflict', 'Another buyer holds this vehicle right now', 'vehicleId', expiresAt ? { expiresAt } : undefined),
  vehicleReserved: () => new DomainError('purchase.vehicle_reserved', 'conflict', 'The vehicle is reserved by a deposit', 'vehicleId'),
  vehicleNotAvailable: () => new DomainError('purchase.vehicle_not_available', 'conflict', 'Oops, this vehicle is not available for now', 'vehicleId'),
  lockNotHeld: () => new DomainError('purchase.lock_not_held', 'forbidden', 'Only the buyer holding the lock may do this', 'vehicleId'),
  lockExpired: () => new DomainError('purchase.lock_expired', 'conflict', 'Reservation expired', 'vehicleId'),
  extensionLimit: (max: number) =>
    new DomainError('purchase.lock_extension_limit', 'precondition', `The lock can be extended at most ${max} times`, 'vehicleId', { max }),
  /** `retryAt`: when the buyer may lock this vehicle again (also as retryAfterSeconds, which the problem carries). */
  relockLimit: (max: number, retryAt: string, now: string) =>
    new DomainError('purchase.relock_limit', 'conflict', `This vehicle can be locked ${max} times a day: lock it again after ${retryAt}`, 'vehicleId', {
      max, retryAt, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(retryAt) - Date.parse(now)) / 1000)),
    }),

  /** `retryAt`: when the earliest of the buyer's other locks ends (also as retryAfterSeconds). */
  liveLockLimit: (max: number, retryAt: string, now: string) =>
    new DomainError('purchase.live_lock_limit', 'conflict', `You can hold ${max} vehicles at once: release one, or hold this one after ${retryAt}`, 'vehicleId', {
      max, retryAt, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(retryAt) - Date.parse(now)) / 1000)),
    }),

  transactionNotFound: () => new DomainError('purchase.transaction_not_found', 'not_found', 'No such transaction', 'transactionId'),
  transactionExists: () => new DomainError('purchase.transaction_exists', 'conflict', 'This transaction already exists', 'transactionId'),
  transactionClosed: () => new DomainError('purchase.transaction_closed', 'conflict', 'The transaction is signed or cancelled and can no longer change', 'transactionId'),
  depositPaidCannotRestart: () =>
    new DomainError('purchase.deposit_paid_cannot_restart', 'conflict', 'A deposit was paid on this transaction: cancel it to get a refund first', 'transactionId'),
  stepsIncomplete: (missing: readonly string[]) =>
    new DomainError('purchase.steps_incomplete', 'precondition', `Complete these steps first: ${missing.join(', ')}`, 'transactionId', { missing }),

  /** ADR 0057: finance and lease need a pre-qualification that allows them (cash, a co-applicant or a person's review otherwise). */
  creditRequired: (status: string) =>
    new DomainError('purchase.credit_required', 'precondition', 'Finance or lease needs a valid credit pre-qualification that allows it', 'paymentMethod', { status }),
  creditOverMaximum: (maxAmount: number) =>
    new DomainError('purchase.credit_over_maximum', 'precondition', 'The amount to finance is above the maximum of your pre-qualification', 'downPayment', { maxAmount }),

  invalidField: (code: string, field: string, message: string) => new DomainError(`purchase.${code}`, 'validation', message, field),
  tradeInNotFound: () => new DomainError('purchase.trade_in_not_found', 'validation', 'No such trade-in among your appraisals', 'tradeInId'),
  tradeInOfferLapsed: () =>
    new DomainError('purchase.trade_in_offer_expired', 'validation', 'The offer on this trade-in has expired: appraise it again', 'tradeInId'),
  /** A trade-in is used in a purchase only with its six main photos (ADR 0058); the message names the missing slots. */
  tradeInPhotosMissing: (slots: readonly string[]) =>
    new DomainError('purchase.trade_in_photos_missing', 'validation', `Add the trade-in's photos first: ${slots.join(', ')}`, 'tradeInId'),
  /** The trade-in is credited on another of the buyer's contracts (one appraisal, one contract). */
  tradeInUsed: () => new DomainError('purchase.trade_in_used', 'conflict', 'This trade-in is already credited on another purchase', 'tradeInId'),
  invalidVin: (field = 'vin') => new DomainError('purchase.invalid_vin', 'validation', 'Invalid VIN', field),
  invalidPostalCode: (field: string) => new DomainError('purchase.invalid_postal_code', 'validation', 'Invalid postal code', field),
  invalidPhone: (field: string) => new DomainError('purchase.invalid_phone', 'validation', 'Phone must be NNN NNN-NNNN', field),
  unsupportedCountry: (field: string) => new DomainError('purchase.unsupported_country', 'validation', 'Only Canada (id 43) is served', field),
  unknownProvince: (field: string) => new DomainError('purchase.unknown_province', 'validation', 'Unknown province or territory', field),
  required: (field: string) => new DomainError('purchase.required', 'validation', 'Required', field),
  invalidSin: () => new DomainError('purchase.invalid_sin', 'validation', 'A SIN is 9 digits with a valid check digit', 'applicant.sin'),
  tooYoung: () => new DomainError('purchase.applicant_too_young', 'validation', 'The applicant must be at least 18', 'applicant.dateOfBirth'),
  coApplicantTooYoung: () =>
    new DomainError('purchase.co_applicant_too_young', 'validation', 'The co-applicant must be at least 18', 'applicant.coApplicant.dateOfBirth'),
  coApplicantConsentRequired: () => new DomainError(
    'purchase.co_applicant_consent_required', 'validation', 'The co-applicant\'s own consent to a credit check is needed', 'applicant.coApplicant.consent',
  ),
  creditConsentRequired: () =>
    new DomainError('purchase.credit_consent_required', 'validation', 'The credit application needs your consent', 'applicant.creditApplicationConsent'),
  previousAddressRequired: () =>
    new DomainError('purchase.previous_address_required', 'validation', 'Previous address required: less than 6 months at the current one', 'applicant.previousAddress'),
  downPaymentTooHigh: () => new DomainError('purchase.down_payment_too_high', 'validation', 'The down payment exceeds the price', 'downPayment'),

  protectionPlanNotFound: () =>
    new DomainError('purchase.protection_plan_not_found', 'not_found', 'No plan found for this vehicle, so it may not be eligible', 'protectionPlanId'),
  deliveryTypeNotFound: () => new DomainError('purchase.delivery_type_not_found', 'not_found', 'No such delivery type', 'deliveryTypeId'),
  deliveryDateTooSoon: (earliest: string) =>
    new DomainError('purchase.delivery_date_too_soon', 'validation', `The date must be ${earliest} or later`, 'date', { earliest }),
  deliveryOutOfRange: (maxKm: number) =>
    new DomainError('purchase.delivery_out_of_range', 'validation', "Delivery not possible: the address is outside the dealer's delivery scope", 'address', { maxKm }),
  deliveryRouteUnavailable: (maxKm: number) =>
    new DomainError('purchase.delivery_route_unavailable', 'validation', `No delivery route can be built: choose a valid address within ${maxKm} km`, 'address', { maxKm }),
  deliveryAddressRequired: () => new DomainError('purchase.delivery_address_required', 'validation', 'A delivery needs an address', 'address'),

  licenseSideMissing: (side: string) =>
    new DomainError('purchase.drivers_license_missing', 'precondition', `Upload the ${side} of the driver's licence first`, side, { side }),
  licenseNotConfirmed: (field: string) =>
    new DomainError('purchase.drivers_license_not_confirmed', 'validation', 'Confirm the four corners are visible and the address matches', field),

  depositNotPaid: () => new DomainError('purchase.deposit_not_paid', 'precondition', 'Pay the deposit first', 'transactionId'),
  depositAlreadyPaid: () => new DomainError('purchase.deposit_already_paid', 'conflict', 'The deposit is already paid', 'transactionId'),
  paymentsUnavailable: () => new DomainError('purchase.payments_unavailable', 'unavailable', 'The payment service cannot be reached; try again shortly', 'transactionId'),
  depositRefunded: () => new DomainError('purchase.deposit_refunded', 'conflict', 'The deposit was refunded', 'transactionId'),
  /** The deposit's intent was cancelled at the provider (e.g. from Stripe's dashboard): the deposit step makes a new one. */
  depositPaymentCancelled: () =>
    new DomainError('purchase.deposit_payment_cancelled', 'conflict', 'This deposit payment was cancelled: start the deposit again', 'paymentIntentId'),
  emailNotVerified: () => new DomainError('purchase.email_not_verified', 'forbidden', 'Verify your email before paying the deposit', 'transactionId'),
  signatureEmpty: () => new DomainError('purchase.signature_empty', 'validation', 'Draw your signature', 'signature'),
  priceChangePending: () =>
    new DomainError('purchase.price_change_pending', 'precondition', 'The price of this vehicle was changed: review and accept it before signing', 'transactionId'),
  priceChangeMoved: () =>
    new DomainError('purchase.price_change_moved', 'conflict', 'The price changed again: review the new price', 'price'),
  signatureMissing: () => new DomainError('purchase.signature_missing', 'precondition', 'Sign the contract first', 'signature'),
  reservationNotHeld: () =>
    new DomainError('purchase.reservation_not_held', 'conflict', 'The vehicle is no longer reserved for this purchase', 'transactionId'),
  /** `total`: what the contract would say now, in cents. */
  pricesChanged: (total: number) =>
    new DomainError('purchase.prices_changed', 'conflict', 'The prices changed since you reviewed them: review the new total before signing', 'total', { total }),
  lockLost: () => new DomainError('purchase.lock_lost', 'conflict', 'Oops, this vehicle is not available for now', 'vehicleId'),
} as const;
