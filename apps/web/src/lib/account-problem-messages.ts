import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from './problem-messages';

/**
 * Messages of the problem codes that only the signed-in areas and activation meet (profile, phone verification,
 * account closing, impersonation). Importing this module registers them; its texts are in the account catalog part,
 * which those areas load.
 */
registerProblemMessages({
  'auth.email_not_verified': msg`Confirm your email address to continue.`,
  'auth.account_inactive': msg`Your account is deactivated. Reactivate it to continue.`,
  'auth.refused_while_impersonating': msg`This action is not allowed while you are logged in as another user.`,
  'identity.code_expired': msg`Your code expired. You can request a new one.`,
  'identity.code_invalid': msg`This code is not valid. Check it and try again.`,
  'identity.code_attempts_exceeded': msg`Too many wrong codes. Request a new one.`,
  'identity.password_incorrect': msg`Your current password is incorrect.`,
  'identity.account_deleted': msg`This account was deleted.`,
  'identity.phone_invalid': msg`Enter a 10-digit phone number`,
  'identity.phone_required': msg`A phone number is required to confirm by SMS.`,
  'identity.postal_code_invalid': msg`Enter a valid postal code, such as H2X 1Y4`,
  'identity.date_of_birth_invalid': msg`Enter a valid date of birth.`,
  'identity.confirmation_required': msg`Type CONTINUE to confirm`,
  'identity.deletion_blocked': msg`Your $250 deposit has not been refunded yet. You can delete your account once it is refunded.`,
  'identity.already_impersonating': msg`You are already logged in as another user. End that session first.`,
  'identity.not_impersonating': msg`You are not logged in as another user.`,
  'identity.username_invalid': msg`A user name has 3 to 64 letters, digits or . _ - @`,
  'identity.last_sign_in_method': msg`This is the only way to sign in to your account. Set a password first.`,
  'identity.social_not_linked': msg`This account is not linked.`,
  'identity.account_changed_concurrently': msg`Your account was changed at the same time in another window. Reload the page and try again.`,
  'identity.social_already_linked': msg`Another account from this provider is already linked to yours. Unlink it first.`,
  'support.sender_erased': msg`The person who sent this message deleted their account: it can no longer be answered.`,
  'request.body_too_large': msg`The file is too large.`,
});
