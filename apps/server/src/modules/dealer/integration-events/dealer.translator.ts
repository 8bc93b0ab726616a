import { CompanyRegisteredV1, CompanyUpdatedV1, type IntegrationEventEnvelope } from '@marketplace/contracts';
import { COMPANY_STREAM_PREFIX, type CompanyEvent } from '@marketplace/domain';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineTranslator, publicEvent } from '../../../platform/integration-events/integration-events';

/** The public event of one company store event (created or updated: the whole profile, never emails or settings). */
export function companyPublicEvent(e: RecordedEvent): IntegrationEventEnvelope | null {
  if (!e.streamId.startsWith(COMPANY_STREAM_PREFIX)) return null;
  const event = e as unknown as CompanyEvent;
  switch (event.type) {
    case 'CompanyCreated': {
      const { createdAt, ...profile } = event.data;
      return publicEvent(CompanyRegisteredV1, e, { ...profile, makes: [...profile.makes], registeredAt: createdAt });
    }
    case 'CompanyUpdated': {
      const { updatedAt, ...profile } = event.data;
      return publicEvent(CompanyUpdatedV1, e, { ...profile, makes: [...profile.makes], updatedAt });
    }
    default:
      return null;
  }
}

/** Dealer store events → its public events (libs/contracts/src/dealer/events.ts): the catalog keeps its sellers from them. */
export const dealerTranslator = defineTranslator({
  module: 'dealer',
  sourceEventTypes: ['CompanyCreated', 'CompanyUpdated'],
  publishes: [CompanyRegisteredV1, CompanyUpdatedV1],
  async translate(events) {
    return events.flatMap((e) => companyPublicEvent(e) ?? []);
  },
});
