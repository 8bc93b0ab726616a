import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateTime } from '../../lib/dates';
import { isApiError } from '../../lib/http';
import { problemMessage, registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the purchase codes (spec §8 where it has them); importing this module registers them. */
const notAvailable = msg`Oops, this vehicle is not available for now`;
registerProblemMessages({
  'purchase.vehicle_locked': notAvailable,
  'purchase.vehicle_reserved': notAvailable,
  'purchase.vehicle_not_available': notAvailable,
  'purchase.lock_lost': notAvailable,
  'purchase.vehicle_not_found': msg`This vehicle is no longer listed.`,
  'purchase.lock_not_held': msg`Another buyer holds this vehicle right now.`,
  'purchase.lock_expired': msg`Reservation expired`,
  'purchase.lock_extension_limit': msg`You have already added all the extra time allowed.`,
  'purchase.relock_limit': msg`You have held this vehicle as many times as allowed today. Try again later.`,
  'purchase.live_lock_limit': msg`You already hold as many vehicles as allowed at once. Release one of them, then try again.`,
  'purchase.transaction_not_found': msg`We can't find this purchase.`,
  'purchase.transaction_exists': msg`This purchase has already started.`,
  'purchase.transaction_closed': msg`This purchase is already signed or cancelled.`,
  'purchase.deposit_paid_cannot_restart': msg`A deposit was paid for this purchase: cancel it to get a refund before starting over.`,
  'purchase.steps_incomplete': msg`Complete the previous steps first.`,
  'purchase.required': msg`Required`,
  'purchase.invalid_vin': msg`Invalid VIN`,
  'purchase.trade_in_not_found': msg`Choose one of your appraisals.`,
  'purchase.trade_in_offer_expired': msg`The offer on this trade-in has expired: appraise it again.`,
  'purchase.trade_in_photos_missing': msg`Add the six photos of your trade-in (front, back, both sides, dashboard and interior) before using its offer.`,
  'purchase.trade_in_used': msg`This trade-in is already credited on another purchase. Choose another trade-in or continue without one.`,
  'purchase.trade_in_value_not_accepted': msg`The trade-in value comes from your appraisal.`,
  'purchase.invalid_postal_code': msg`Enter a valid postal code, such as H2X 1Y4`,
  'purchase.invalid_phone': msg`Enter a 10-digit phone number`,
  'purchase.unsupported_country': msg`Only addresses in Canada are accepted.`,
  'purchase.unknown_province': msg`Choose a province or territory.`,
  'purchase.invalid_sin': msg`This SIN is not valid`,
  'purchase.invalid_occupancy_date': msg`Enter a date between your date of birth and today.`,
  'purchase.postal_code_province_mismatch': msg`This postal code is not in the chosen province.`,
  'purchase.invalid_lease_term': msg`A lease runs 24 to 60 months.`,
  'pricing.invalid_lease_term': msg`A lease runs 24 to 60 months.`,
  'purchase.invalid_kilometres': msg`Choose 16,000, 20,000 or 24,000 km a year.`,
  'purchase.applicant_too_young': msg`The applicant must be at least 18 years old.`,
  'purchase.co_applicant_too_young': msg`The co-applicant must be at least 18 years old.`,
  'purchase.co_applicant_consent_required': msg`The co-applicant's own consent is required to check their credit file.`,
  'purchase.invalid_hiring_date': msg`Enter a date between the date of birth and today.`,
  'purchase.credit_consent_required': msg`Your consent is required for the credit application.`,
  'purchase.previous_address_required': msg`Less than 6 months at this address: enter your previous address.`,
  'purchase.down_payment_too_high': msg`The down payment cannot exceed the price.`,
  'purchase.invalid_term': msg`Choose a term from 12 to 96 months.`,
  'purchase.invalid_rate': msg`Enter a rate from 0% to 40%.`,
  'purchase.invalid_amount': msg`Enter an amount of 0 or more.`,
  'purchase.invalid_frequency': msg`Choose weekly, every two weeks or monthly payments.`,
  'purchase.invalid_date': msg`Enter a valid date.`,
  'purchase.protection_plan_not_found': msg`No plan found for this vehicle, so it may not be eligible.`,
  'purchase.delivery_type_not_found': msg`This delivery option is not available.`,
  'purchase.delivery_date_too_soon': msg`Choose a date at least 2 days from today.`,
  'purchase.delivery_out_of_range': msg`Delivery not possible: this address is outside the dealer's delivery scope. Update the address or change vehicle.`,
  'purchase.delivery_route_unavailable': msg`No delivery route can be built: choose a valid address within 350 km.`,
  'purchase.delivery_address_required': msg`Enter the delivery address.`,
  'purchase.drivers_license_missing': msg`Upload the front and the back of your driver's licence.`,
  'purchase.drivers_license_not_confirmed': msg`Please check all fields.`,
  'purchase.deposit_not_paid': msg`Pay the deposit first.`,
  'purchase.deposit_already_paid': msg`The deposit is already paid.`,
  'purchase.deposit_refunded': msg`The deposit was refunded.`,
  'purchase.deposit_payment_cancelled': msg`This payment was cancelled. Reload the page and pay the deposit again.`,
  'purchase.payments_unavailable': msg`We cannot reach the payment service right now. Nothing was charged twice: try again in a moment.`,
  'purchase.email_not_verified': msg`Confirm your email address before paying the deposit.`,
  'auth.email_not_verified': msg`Confirm your email address before paying the deposit.`,
  'purchase.signature_missing': msg`Sign the contract first.`,
  'purchase.reservation_not_held': msg`This vehicle is no longer reserved for your purchase.`,
  'purchase.credit_required': msg`Finance and lease need a credit pre-qualification that allows them: pay cash, apply with a co-applicant, or ask a person to review your pre-qualification.`,
  'purchase.credit_over_maximum': msg`The amount to finance is above your pre-qualified maximum: add a down payment or pay cash.`,
  'purchase.prices_changed': msg`The prices changed since you reviewed them. Reload the review to see the new total before you sign.`,
  'purchase.price_change_pending': msg`The price of this vehicle was changed: accept the new price before signing.`,
  'purchase.price_change_moved': msg`The price changed again: review the new price.`,
  'purchase.signature_empty': msg`Draw your signature in the box.`,
  'purchase.contract_unavailable': msg`The contract cannot be prepared. Please contact us.`,
  'files.too_large': msg`This file is too large. Take a smaller photo.`,
  'files.unsupported_type': msg`Only JPEG, PNG or HEIC images are accepted.`,
  'files.invalid_image': msg`This file is not a readable image.`,
  'files.image_too_large': msg`This image is too large. Take a smaller photo.`,
  'files.empty': msg`The file is empty.`,
  'request.body_too_large': msg`This file is too large. Take a smaller photo.`,
  'payments.invalid_card_number': msg`This card number is not valid.`,
  'payments.card_expired': msg`This card has expired.`,
  'payments.invalid_expiry': msg`Enter the expiry date as MM/YY.`,
  'payments.invalid_cvc': msg`This CVC is not valid: enter its 3 or 4 digits.`,
  'payments.test_mode_only': msg`Test cards are not accepted here.`,
  'payments.unknown_payment_intent': msg`This payment is not for this purchase. Reload the page.`,
  'payments.card_declined': msg`Your card was declined.`,
});

/**
 * A lock refused by a limit says from when the buyer may hold the vehicle: this vehicle held too often today, or as
 * many vehicles held at once as allowed (then releasing one also works).
 */
export function lockProblemText(error: unknown, i18n: I18n): string {
  const code = isApiError(error) ? error.code : undefined;
  const seconds = isApiError(error) && (code === 'purchase.relock_limit' || code === 'purchase.live_lock_limit') ? error.problem.retryAfterSeconds : undefined;
  if (!seconds) return i18n._(problemMessage(error));
  const when = formatDateTime(new Date(Date.now() + seconds * 1000).toISOString(), i18n.locale);
  // English dates end in "a.m."/"p.m.": {when} stays inside the sentence (it ended as "4:37 a.m..").
  return code === 'purchase.live_lock_limit'
    ? i18n._(msg`You already hold as many vehicles as allowed at once: release one of them, or wait until ${when} to hold this vehicle.`)
    : i18n._(msg`You can hold this vehicle again from ${when}: you have held it as many times as allowed today.`);
}
