import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the trade-in codes (importing this module registers them). */
registerProblemMessages({
  'trade_in.invalid_vin': msg`Invalid VIN`,
  'trade_in.vin_mismatch': msg`This VIN is of another vehicle`,
  'trade_in.unknown_vehicle': msg`Choose the vehicle from the list, or name your model`,
  'trade_in.invalid_mileage': msg`Enter the mileage in whole kilometres (0 to 500,000 km)`,
  'trade_in.not_found': msg`This trade-in does not exist.`,
  'trade_in.closed': msg`This trade-in was discarded.`,
  'trade_in.already_confirmed': msg`This offer is confirmed already.`,
  'trade_in.already_committed': msg`This trade-in is part of a signed purchase and can no longer change.`,
  'trade_in.steps_incomplete': msg`Complete the previous steps first.`,
  'trade_in.offer_expired': msg`This offer expired; get a new estimate.`,
  'trade_in.no_offer': msg`There is no offer to confirm yet.`,
  'eventstore.wrong_expected_version': msg`This trade-in changed in another window. Reload the page.`,
  'trade_in.photos_missing': msg`Add the six photos (front, back, both sides, dashboard and interior) before you confirm the offer.`,
  'trade_in.mileage_over_limit': msg`Our guide values vehicles up to 500,000 km. Ask an adviser to value yours.`,
  'trade_in.invalid_note': msg`The note is 1,000 characters at most.`,
  'trade_in.phone_not_verified': msg`Ask for a code first.`,
  'trade_in.code_invalid': msg`Wrong code. Check the text message.`,
  'trade_in.code_expired': msg`The code expired. Ask for a new one.`,
  'trade_in.code_attempts_exceeded': msg`Too many wrong codes. Ask for a new one.`,
  'trade_in.not_standalone': msg`This trade-in is not a standalone trade-in.`,
  'files.unsupported_type': msg`Choose a JPEG, PNG or HEIC image.`,
  'files.too_large': msg`The image is larger than 10 MB.`,
  'files.invalid_image': msg`The file is not a readable image.`,
});
