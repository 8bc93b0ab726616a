import { VEHICLE_STREAM_PREFIX } from '@marketplace/domain';
import { historyOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

/**
 * The purchase context's other part of the export (ADR 0059; the holds are its events, on the catalog's vehicle streams): the vehicles they held (locks, reservations, the sale), from the
 * vehicle's stream the events that name them only (other buyers' holds of the same car are not theirs).
 */
export const vehicleHoldsPart: PersonalDataPart = {
  section: 'vehicleHolds',
  streamPrefixes: [VEHICLE_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => ({ vehicleId: s.streamId.slice(VEHICLE_STREAM_PREFIX.length), streamId: s.streamId, history: historyOf(s) }));
  },
};
