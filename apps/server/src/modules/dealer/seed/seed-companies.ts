import { companyStreamId, decideCompany, initialCompanyState, type CompanyTypeId } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { DEMO_COMPANIES, DEMO_MAKES } from '../../catalog/catalog.public';
import { Expected, type EventStore } from '../../../platform/event-store/event-store.port';

const SEEDED_AT = '2026-03-01T12:00:00.000Z';

/**
 * The demo dealers as company streams (the catalog's demo companies: same ids, names and places). Idempotent: a
 * company whose stream exists is left alone. Returns how many were created.
 */
export async function seedDemoCompanies(store: EventStore): Promise<number> {
  let created = 0;
  for (const c of DEMO_COMPANIES) {
    const streamId = companyStreamId(c.id);
    if ((await store.readStream(streamId)).length > 0) continue;
    const profile = {
      name: c.name, typeId: 1 as CompanyTypeId, city: c.city, province: c.province, lat: c.lat, lng: c.lng,
      makes: DEMO_MAKES.map((m) => m.name), active: true,
    };
    const events = decideCompany({ type: 'CreateCompany', data: { ...profile, companyId: c.id, now: SEEDED_AT } }, initialCompanyState);
    const metadata = { correlationId: randomUUID(), causationId: null, actor: null, impersonator: null, brand: null, occurredAt: SEEDED_AT };
    await store.appendToStream(streamId, events.map((e) => ({ type: e.type, data: e.data, metadata: { ...metadata, eventId: randomUUID() } })), Expected.noStream);
    created++;
  }
  return created;
}
