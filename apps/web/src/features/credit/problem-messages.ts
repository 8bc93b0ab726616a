import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the credit codes, shown under their field or above the form; importing this module registers them. */
registerProblemMessages({
  'credit.invalid_sin': msg`This SIN is not valid`,
  'credit.too_young': msg`You must be at least 18 years old`,
  'credit.too_old': msg`Enter a date of birth less than 100 years ago`,
  'credit.invalid_date': msg`Enter a valid date`,
  'credit.invalid_phone': msg`Enter the phone as NNN NNN-NNNN`,
  'credit.invalid_postal_code': msg`Enter a valid postal code`,
  'credit.postal_code_province_mismatch': msg`This postal code is not in this province`,
  'credit.unknown_province': msg`Choose a province`,
  'credit.invalid_months': msg`Enter whole months, from 0 to 11`,
  'credit.invalid_years': msg`Enter a whole number of years`,
  'credit.invalid_amount': msg`Enter an amount of zero or more, within reason`,
  'credit.invalid_range': msg`The second amount must not be lower than the first`,
  'credit.budget_too_low': msg`Enter a monthly payment of at least $50`,
  'credit.budget_too_high': msg`Enter a monthly payment of at most $5,000`,
  'credit.invalid_hours': msg`Enter between 1 and 80 hours`,
  'credit.required': msg`Required`,
  'credit.invalid_value': msg`Check this value`,
  'credit.consent_required': msg`Your consent is needed to check your credit`,
  'credit.application_incomplete': msg`Some questions are still unanswered.`,
  'credit.application_not_found': msg`We can't find this credit application.`,
  'credit.application_submitted': msg`This application was submitted and can no longer change.`,
  'credit.review_already_requested': msg`A review by a person is already requested.`,
  'credit.activation_required': msg`Activate your account with the code we texted you first.`,
  'credit.cannot_review_own_application': msg`You cannot answer the review of your own application: another reviewer must answer it.`,
});
