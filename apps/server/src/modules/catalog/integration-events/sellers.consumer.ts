import { CompanyRegisteredV1, CompanyUpdatedV1 } from '@marketplace/contracts';
import { defineConsumer } from '../../../platform/integration-events/integration-events';

export const SELLERS_CONSUMER = 'catalog.sellers';

/**
 * The companies that may sell vehicles, as the catalog needs them (ADR 0025): kept from the dealer context's public
 * events, never read from its tables. A row is the company's last published profile, so it is a pure function of the
 * events and a rebuild (`npm run projections -- rebuild catalog.sellers`) gives the same rows.
 */
export const sellersConsumer = defineConsumer({
  name: SELLERS_CONSUMER,
  schema: 'catalog',
  tables: ['sellers'],
  inboxTable: 'sellers_inbox',
  subscribesTo: [CompanyRegisteredV1, CompanyUpdatedV1],
  async handle(db, events) {
    // The last profile of each company in the batch (events come in publication order).
    const latest = new Map(events.map((e) => [e.data.companyId, e.data]));
    const rows = [...latest.values()].map((c) => ({
      company_id: c.companyId, name: c.name, city: c.city, province: c.province, lat: c.lat, lng: c.lng, active: c.active,
    }));
    await db.insertInto('sellers').values(rows).onConflict((oc) => oc.column('company_id').doUpdateSet((eb) => ({
      name: eb.ref('excluded.name'), city: eb.ref('excluded.city'), province: eb.ref('excluded.province'),
      lat: eb.ref('excluded.lat'), lng: eb.ref('excluded.lng'), active: eb.ref('excluded.active'),
    }))).execute();
  },
});
