import type { PersonalDataPart } from '../../../platform/personal-data/personal-data-part';
import { keyActsOfPerson } from './access-activity';

/**
 * The address and device of each key act of their purchases (issue #46, ADR 0087): the lock, the deposit, the
 * signature, the finalization, as the request that made it came. Rows of the purchase context, not events: opened with
 * the person's key.
 */
export const keyActsPart: PersonalDataPart = {
  section: 'purchaseKeyActs',
  streamPrefixes: [],
  async build({ userId, db, open }) {
    return (await keyActsOfPerson(db, userId, open)).map((a) => ({
      act: a.act, at: a.at, transactionId: a.transactionId, vehicleId: a.vehicleId, paymentIntentId: a.ref, ip: a.ip, userAgent: a.userAgent,
      byStaffActingAsYou: a.impersonatorId !== null,
    }));
  },
};
