import { COMPANY_STREAM_PREFIX, SUBSCRIPTION_STREAM_PREFIX } from '@marketplace/domain';
import { historyOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

/**
 * The dealer context's part of the export (ADR 0059): the leads dealers received about the person (what they showed
 * interest in, when, and what became of it), and, for a dealer's staff, the events of their company that name them.
 */
export const dealerPart: PersonalDataPart = {
  section: 'dealers',
  streamPrefixes: [COMPANY_STREAM_PREFIX, SUBSCRIPTION_STREAM_PREFIX],
  async build({ userId, streams, db }) {
    const leads = await db.selectFrom('dealer.lead_intents')
      .select(['lead_id', 'type', 'status', 'company_id', 'vehicle_id', 'year', 'make', 'model', 'brand', 'created_at', 'updated_at', 'timeline'])
      .where('customer_user_id', '=', userId).orderBy('created_at').execute();
    return {
      leadsSentToDealers: leads.map((l) => ({
        leadId: l.lead_id, type: l.type, status: l.status, companyId: l.company_id, vehicleId: l.vehicle_id,
        vehicle: [l.year, l.make, l.model].filter(Boolean).join(' '), brand: l.brand,
        createdAt: new Date(l.created_at).toISOString(), updatedAt: new Date(l.updated_at).toISOString(), timeline: l.timeline,
      })),
      companyEvents: streams.flatMap((s) => historyOf(s).map((h) => ({ streamId: s.streamId, ...h }))),
    };
  },
};
