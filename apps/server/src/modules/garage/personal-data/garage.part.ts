import { GARAGE_STREAM_PREFIX } from '@marketplace/domain';
import { allOf, historyOf, lastOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

/** The garage context's part of the export (ADR 0059): each vehicle of theirs, as described and edited, its values over time. */
export const garagePart: PersonalDataPart = {
  section: 'garage',
  streamPrefixes: [GARAGE_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => ({
      garageVehicleId: s.streamId.slice(GARAGE_STREAM_PREFIX.length),
      streamId: s.streamId,
      vehicle: { ...(lastOf(s, 'GarageVehicleAdded') ?? {}), ...(lastOf(s, 'GarageVehicleEdited') ?? {}) },
      values: allOf(s, 'GarageVehicleValued'),
      removed: lastOf(s, 'GarageVehicleRemoved'),
      history: historyOf(s),
    }));
  },
};
