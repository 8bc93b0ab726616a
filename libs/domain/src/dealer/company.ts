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

export type CompanyEvent =
  | { type: 'CompanyCreated'; data: CompanyProfile & { companyId: number; createdAt: string } }
  | { type: 'CompanyUpdated'; data: CompanyProfile & { companyId: number; updatedAt: string } }
  | { type: 'CompanyEmailsSaved'; data: { companyId: number; emails: readonly string[]; savedAt: string } }
  | { type: 'CompanyConfigurationSaved'; data: { companyId: number; section: string; settings: Readonly<Record<string, unknown>>; savedAt: string } };

export type CompanyState =
  | { readonly kind: 'none' }
  | {
    readonly kind: 'company'; readonly companyId: number; readonly profile: CompanyProfile; readonly emails: readonly string[];
    /** Configuration sections (forms, promotions, ...): their settings, validated by the contract before they get here. */
    readonly configurations: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  };

export const initialCompanyState: CompanyState = { kind: 'none' };

export type CompanyCommand =
  | { type: 'CreateCompany'; data: CompanyProfile & { companyId: number; now: string } }
  | { type: 'UpdateCompany'; data: CompanyProfile & { companyId: number; now: string } }
  | { type: 'SaveCompanyEmails'; data: { companyId: number; emails: readonly string[]; now: string } }
  | { type: 'SaveCompanyConfiguration'; data: { companyId: number; section: string; settings: Readonly<Record<string, unknown>>; now: string } };

export const CompanyErrors = {
  notFound: () => new DomainError('dealer.company_not_found', 'not_found', 'No such company', 'companyId'),
  exists: () => new DomainError('dealer.company_exists', 'conflict', 'This company already exists', 'companyId'),
  duplicateEmail: (index: number) => new DomainError('dealer.duplicate_email', 'validation', 'This address is listed twice', `emails.${index}`),
};

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated': {
      const { companyId, createdAt: _, ...profile } = event.data;
      return { kind: 'company', companyId, profile, emails: [], configurations: {} };
    }
    case 'CompanyUpdated': {
      if (state.kind !== 'company') return state;
      const { companyId: _, updatedAt: __, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'CompanyEmailsSaved':
      return state.kind === 'company' ? { ...state, emails: event.data.emails } : state;
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
      if (JSON.stringify(lower) === JSON.stringify(state.emails)) return [];
      return [{ type: 'CompanyEmailsSaved', data: { companyId: command.data.companyId, emails: lower, savedAt: command.data.now } }];
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

export const companyDecider = { initialState: initialCompanyState, decide: decideCompany, evolve: evolveCompany };
