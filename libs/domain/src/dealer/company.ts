import { assertNever, DomainError } from '../shared';

/**
 * A dealer company as a stream `company-<id>` (ADR 0018): created by staff, edited with optimistic concurrency (the
 * caller's expected version; a concurrent edit is a conflict), and its lead email addresses.
 */
export const COMPANY_STREAM_PREFIX = 'company-';
export const companyStreamId = (companyId: number) => `${COMPANY_STREAM_PREFIX}${companyId}`;

/** Company types (spec §7 get-company-types): a single dealership, a dealer group (several brands), a partner. */
export const COMPANY_TYPES = [
  { id: 1, key: 'dealer' },
  { id: 2, key: 'headquarter' },
  { id: 3, key: 'partner' },
] as const;
export type CompanyTypeId = (typeof COMPANY_TYPES)[number]['id'];

export interface CompanyProfile {
  readonly name: string;
  readonly typeId: CompanyTypeId;
  readonly city: string;
  readonly province: string;
  readonly lat: number;
  readonly lng: number;
  /** The makes the company sells (spec §7 get-company-makes). */
  readonly makes: readonly string[];
  readonly active: boolean;
}

/**
 * Which leads one of the company's addresses receives (issue #45): a lead whose type, make and brand each match (an
 * empty list matches any). An address without a route receives every lead.
 */
export interface LeadRoute {
  readonly email: string;
  readonly leadTypes: readonly string[];
  readonly makes: readonly string[];
  readonly brands: readonly string[];
}

export type CompanyEvent =
  | { type: 'CompanyCreated'; data: CompanyProfile & { companyId: number; createdAt: string } }
  | { type: 'CompanyUpdated'; data: CompanyProfile & { companyId: number; updatedAt: string } }
  | { type: 'CompanyEmailsSaved'; data: { companyId: number; emails: readonly string[]; routes?: readonly LeadRoute[]; savedAt: string } }
  | { type: 'CompanyConfigurationSaved'; data: { companyId: number; section: string; settings: Readonly<Record<string, unknown>>; savedAt: string } };

export type CompanyState =
  | { readonly kind: 'none' }
  | {
    readonly kind: 'company'; readonly companyId: number; readonly profile: CompanyProfile; readonly emails: readonly string[];
    readonly leadRoutes: readonly LeadRoute[];
    /** Configuration sections (forms, promotions, ...): their settings, validated by the contract before they get here. */
    readonly configurations: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  };

export const initialCompanyState: CompanyState = { kind: 'none' };

export type CompanyCommand =
  | { type: 'CreateCompany'; data: CompanyProfile & { companyId: number; now: string } }
  | { type: 'UpdateCompany'; data: CompanyProfile & { companyId: number; now: string } }
  | { type: 'SaveCompanyEmails'; data: { companyId: number; emails: readonly string[]; routes?: readonly LeadRoute[]; now: string } }
  | { type: 'SaveCompanyConfiguration'; data: { companyId: number; section: string; settings: Readonly<Record<string, unknown>>; now: string } };

export const CompanyErrors = {
  notFound: () => new DomainError('dealer.company_not_found', 'not_found', 'No such company', 'companyId'),
  exists: () => new DomainError('dealer.company_exists', 'conflict', 'This company already exists', 'companyId'),
  duplicateEmail: (index: number) => new DomainError('dealer.duplicate_email', 'validation', 'This address is listed twice', `emails.${index}`),
  /** A route names an address that is not one of the company's lead addresses (or routes one address twice). */
  routeEmailUnknown: (index: number) => new DomainError('dealer.route_email_unknown', 'validation', 'Route an address of the list, once', `routes.${index}.email`),
};

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated': {
      const { companyId, createdAt: _, ...profile } = event.data;
      return { kind: 'company', companyId, profile, emails: [], leadRoutes: [], configurations: {} };
    }
    case 'CompanyUpdated': {
      if (state.kind !== 'company') return state;
      const { companyId: _, updatedAt: __, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'CompanyEmailsSaved':
      // Before issue #45 a save carried no routes: the addresses it kept keep theirs.
      return state.kind === 'company'
        ? { ...state, emails: event.data.emails, leadRoutes: (event.data.routes ?? state.leadRoutes).filter((r) => event.data.emails.includes(r.email)) }
        : state;
    case 'CompanyConfigurationSaved':
      return state.kind === 'company' ? { ...state, configurations: { ...state.configurations, [event.data.section]: event.data.settings } } : state;
    default:
      return assertNever(event);
  }
}

const sameProfile = (a: CompanyProfile, b: CompanyProfile) => JSON.stringify({ ...a, makes: [...a.makes] }) === JSON.stringify({ ...b, makes: [...b.makes] });

export function decideCompany(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'CreateCompany': {
      if (state.kind === 'company') throw CompanyErrors.exists();
      const { now, ...data } = command.data;
      return [{ type: 'CompanyCreated', data: { ...data, createdAt: now } }];
    }
    case 'UpdateCompany': {
      if (state.kind !== 'company') throw CompanyErrors.notFound();
      const { now, companyId, ...profile } = command.data;
      if (sameProfile(profile, state.profile)) return [];
      return [{ type: 'CompanyUpdated', data: { ...profile, companyId, updatedAt: now } }];
    }
    case 'SaveCompanyEmails': {
      if (state.kind !== 'company') throw CompanyErrors.notFound();
      const lower = command.data.emails.map((e) => e.trim().toLowerCase());
      const twice = lower.findIndex((e, i) => lower.indexOf(e) !== i);
      if (twice >= 0) throw CompanyErrors.duplicateEmail(twice);
      const routes = command.data.routes?.map(normalRoute);
      const routed = routes?.map((r) => r.email) ?? [];
      const stray = routed.findIndex((e, i) => !lower.includes(e) || routed.indexOf(e) !== i);
      if (stray >= 0) throw CompanyErrors.routeEmailUnknown(stray);
      const sameRoutes = routes === undefined || JSON.stringify(routes) === JSON.stringify(state.leadRoutes);
      if (JSON.stringify(lower) === JSON.stringify(state.emails) && sameRoutes) return [];
      return [{ type: 'CompanyEmailsSaved', data: { companyId: command.data.companyId, emails: lower, ...(routes ? { routes } : {}), savedAt: command.data.now } }];
    }
    case 'SaveCompanyConfiguration': {
      if (state.kind !== 'company') throw CompanyErrors.notFound();
      const { companyId, section, settings, now } = command.data;
      if (JSON.stringify(state.configurations[section] ?? null) === JSON.stringify(settings)) return [];
      return [{ type: 'CompanyConfigurationSaved', data: { companyId, section, settings, savedAt: now } }];
    }
    default:
      return assertNever(command);
  }
}

const uniqueLower = (xs: readonly string[]) => [...new Set(xs.map((x) => x.trim().toLowerCase()).filter((x) => x !== ''))];
const normalRoute = (r: LeadRoute): LeadRoute => ({
  email: r.email.trim().toLowerCase(), leadTypes: uniqueLower(r.leadTypes), makes: uniqueLower(r.makes), brands: uniqueLower(r.brands),
});

/**
 * The addresses a lead goes to (issue #45): each address whose route matches the lead, and each address without a
 * route. A lead no route matches still goes to every address: routing chooses among addresses, it never drops a lead.
 */
export function leadRecipients(
  emails: readonly string[], routes: readonly LeadRoute[], lead: { type: string; make: string | null; brand: string | null },
): string[] {
  const match = (list: readonly string[], value: string | null) => list.length === 0 || (value !== null && list.includes(value.toLowerCase()));
  const chosen = emails.filter((email) => {
    const route = routes.find((r) => r.email === email);
    return !route || (match(route.leadTypes, lead.type) && match(route.makes, lead.make) && match(route.brands, lead.brand ?? 'default'));
  });
  return chosen.length > 0 ? chosen : [...emails];
}

export const companyDecider = { initialState: initialCompanyState, decide: decideCompany, evolve: evolveCompany };
