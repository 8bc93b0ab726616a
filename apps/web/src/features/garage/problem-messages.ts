import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the garage codes (importing this module registers them). */
registerProblemMessages({
  'garage.invalid_vin': msg`Invalid VIN`,
  'garage.kilometres': msg`Kilometres are a whole number from 0 to 2,000,000`,
  'garage.vehicle_not_found': msg`This vehicle is not in your garage.`,
  'garage.unknown_vehicle': msg`Choose the vehicle from the list`,
  'garage.already_added': msg`This vehicle is already in your garage.`,
  'trade_in.invalid_vin': msg`Invalid VIN`,
});
