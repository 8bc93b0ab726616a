import { randomUUID } from 'node:crypto';
import { dealerIntegrationEvents } from '@marketplace/contracts';
import { companyStreamId, decideCompany, evolveCompany, initialCompanyState, type CompanyCommand, type CompanyEvent } from '@marketplace/domain';
import { Expected } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { integrationEventId, sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { dealerTranslator } from './dealer.translator';

const T0 = '2026-11-20T12:00:00.000Z';
const PROFILE = { name: 'Garage Saguenay', typeId: 1 as const, city: 'Chicoutimi', province: 'QC', lat: 48.43, lng: -71.07, makes: ['Toyota'], active: true };

async function history() {
  const store = new InMemoryEventStore();
  const commands: CompanyCommand[] = [
    { type: 'CreateCompany', data: { ...PROFILE, companyId: 100, now: T0 } },
    { type: 'SaveCompanyEmails', data: { companyId: 100, emails: ['leads@saguenay.ca'], now: T0 } },
    { type: 'UpdateCompany', data: { ...PROFILE, companyId: 100, city: 'Jonquière', now: T0 } },
  ];
  let state = initialCompanyState;
  for (const command of commands) {
    const events = decideCompany(command, state);
    await store.appendToStream(companyStreamId(100), events.map((e) => ({
      type: e.type, data: e.data,
      metadata: { eventId: randomUUID(), correlationId: 'c', causationId: null, actor: null, impersonator: null, brand: null, occurredAt: T0 },
    })), Expected.any);
    state = events.reduce((s: typeof state, e: CompanyEvent) => evolveCompany(s, e), state);
  }
  return store.readAll({ transactionId: '0', position: '0' }, 100);
}

describe('dealer translator', () => {
  it('publishes a company\'s profile when created and when updated, never its lead emails, each valid and with a stable id', async () => {
    const events = await history();
    const published = await dealerTranslator.translate(events.filter((e) => dealerTranslator.sourceEventTypes.includes(e.type)), sourceStreamsOf({ readStream: async () => [] }));
    expect(published.map((e) => e.type)).toEqual(['dealer.company-registered.v1', 'dealer.company-updated.v1']);
    for (const envelope of published) expect(dealerIntegrationEvents.parse(envelope)).toEqual(envelope);
    expect(published[0].data).toEqual({ ...PROFILE, companyId: 100, registeredAt: T0 });
    expect(published[1].data).toEqual({ ...PROFILE, companyId: 100, city: 'Jonquière', updatedAt: T0 });
    expect(JSON.stringify(published)).not.toContain('leads@saguenay.ca');
    expect(published[1].eventId).toBe(integrationEventId(events[2].metadata.eventId, 'dealer.company-updated.v1'));
  });
});
