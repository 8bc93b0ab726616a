import { COMPANY_STREAM_PREFIX, type CompanyEvent, type LeadRoute } from '@marketplace/domain';
import type { Company } from '@marketplace/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { rowProjection, type RowModel } from '../../../../platform/projections/row-projection';

export const COMPANIES_PROJECTION = 'dealer.companies';

/** One company as the admin screens and the company calls show it, with its lead emails and stream version. */
export type CompanyRow = Company & {
  readonly emails: readonly string[]; readonly leadRoutes: readonly LeadRoute[]; readonly configurations: Readonly<Record<string, unknown>>;
};

export function evolveCompanyRow(row: CompanyRow | null, event: RecordedEvent): CompanyRow | null {
  if (row && event.streamVersion <= row.version) return row;
  const e = event as unknown as CompanyEvent;
  switch (e.type) {
    case 'CompanyCreated': {
      const { createdAt, ...rest } = e.data;
      return { ...rest, makes: [...rest.makes], emails: [], leadRoutes: [], configurations: {}, version: event.streamVersion, createdAt, updatedAt: createdAt };
    }
    case 'CompanyUpdated': {
      if (!row) return null;
      const { updatedAt, ...rest } = e.data;
      return { ...row, ...rest, makes: [...rest.makes], version: event.streamVersion, updatedAt };
    }
    case 'CompanyEmailsSaved':
      // The same rule as the stream's state (evolveCompany): a save without routes keeps those of the addresses it kept.
      return row ? {
        ...row, emails: [...e.data.emails], leadRoutes: (e.data.routes ?? row.leadRoutes).filter((r) => e.data.emails.includes(r.email)),
        version: event.streamVersion, updatedAt: e.data.savedAt,
      } : null;
    case 'CompanyConfigurationSaved':
      return row
        ? { ...row, configurations: { ...row.configurations, [e.data.section]: e.data.settings }, version: event.streamVersion, updatedAt: e.data.savedAt }
        : null;
    default:
      return row;
  }
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export const companiesModel: RowModel<CompanyRow> = {
  name: COMPANIES_PROJECTION,
  schema: 'dealer',
  table: 'companies',
  keyColumn: 'company_id',
  eventTypes: ['CompanyCreated', 'CompanyUpdated', 'CompanyEmailsSaved', 'CompanyConfigurationSaved'],
  keyOf: (e) => (e.streamId.startsWith(COMPANY_STREAM_PREFIX) ? e.streamId.slice(COMPANY_STREAM_PREFIX.length) : null),
  evolve: evolveCompanyRow,
  toColumns: (r) => ({
    company_id: r.companyId, name: r.name, type_id: r.typeId, city: r.city, province: r.province, lat: r.lat, lng: r.lng, makes: r.makes,
    active: r.active, emails: r.emails, lead_routes: r.leadRoutes, configurations: r.configurations, version: r.version, created_at: r.createdAt, updated_at: r.updatedAt,
  }),
  fromColumns: (c) => ({
    companyId: c.company_id, name: c.name, typeId: c.type_id, city: c.city, province: c.province, lat: c.lat, lng: c.lng, makes: c.makes,
    active: c.active, emails: c.emails, leadRoutes: c.lead_routes ?? [], configurations: c.configurations, version: c.version, createdAt: iso(c.created_at), updatedAt: iso(c.updated_at),
  }),
};

export const companiesProjection = () => rowProjection(companiesModel);

/** A companies row as the API answers it (no emails: they have their own call). */
export function companyOf(c: Record<string, any>): Company {
  const { emails: _, configurations: __, leadRoutes: ___, ...company } = companiesModel.fromColumns(c);
  return company;
}
