import { forwardRef, Inject, Injectable } from '@nestjs/common';
import { type CompanyActor, type CompanyEvent, companyStreamId, DealerErrors, evolveCompany, initialCompanyState, UserType, type UserTypeId } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RequestContext } from '../../../platform/http/request-context';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../platform/tokens';
import { isCompanyManager, userContact, UserAccounts } from '../../identity/identity.public';

/**
 * Identity's user accounts, injected by a lazy reference: identity.public.ts and dealer.public.ts load each other
 * (ADR 0071), so no identity class may be read while dealer classes are declared (their constructor metadata is).
 */
export const USER_ACCOUNTS = forwardRef(() => UserAccounts);
export type Accounts = InstanceType<typeof UserAccounts>;

/** Which companies a request may read: one company, or every company (`all`, staff only). */
export type CompanyScope = { readonly kind: 'company'; readonly companyId: number } | { readonly kind: 'all' };

/**
 * The ownership rule of the company area (spec §6, issue #14): a dealer (type 9) reads only the company of their
 * account; asking for another company answers 404, like an unknown one. Staff (6, 18) read any company, or all.
 */
@Injectable()
export class CompanyScopes {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(USER_ACCOUNTS) private readonly accounts: Accounts,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async of(ctx: RequestContext, requested: number | undefined): Promise<CompanyScope> {
    const principal = ctx.principal!;
    if (principal.userTypeId !== UserType.Dealer) return requested === undefined ? { kind: 'all' } : { kind: 'company', companyId: requested };
    const own = (await userContact(this.db, principal.userId))?.companyId ?? 0;
    if (own <= 0 || (requested !== undefined && requested !== own)) throw DealerErrors.companyNotFound();
    return { kind: 'company', companyId: own };
  }

  /**
   * Who changes a company's self-service settings and users (issue #45): staff (6, 7, 18), any existing company; a
   * dealer, their own company (another or an unknown one: 404) and only with the manager flag (403 otherwise).
   */
  async manager(ctx: RequestContext, companyId: number): Promise<CompanyActor> {
    const principal = ctx.principal!;
    await ownedCompany(this, ctx, companyId);
    const manager = principal.userTypeId === UserType.Dealer && await isCompanyManager(this.accounts, principal.userId);
    if (principal.userTypeId === UserType.Dealer && !manager) throw DealerErrors.notCompanyManager();
    return { userId: principal.userId, userTypeId: principal.userTypeId as UserTypeId, companyId, manager };
  }

  /** Whether the caller may change the company's self-service settings (the web shows read-only forms otherwise). */
  async mayManage(ctx: RequestContext, companyId: number): Promise<boolean> {
    return this.manager(ctx, companyId).then(() => true, (error: unknown) => {
      if ((error as { code?: string }).code === 'dealer.not_company_manager') return false;
      throw error;
    });
  }

  /**
   * The company's id and name, or null when there is no such company. A company created a moment ago may not be in
   * the projection yet: its stream answers then, so staff can edit a company they just made (read-your-writes).
   */
  async company(companyId: number): Promise<{ company_id: number; name: string } | null> {
    const row = await this.db.selectFrom('dealer.companies').select(['company_id', 'name']).where('company_id', '=', companyId).executeTakeFirst();
    if (row) return row as { company_id: number; name: string };
    const recorded = await this.store.readStream(companyStreamId(companyId));
    const state = recorded.reduce((s, e) => evolveCompany(s, e as unknown as CompanyEvent), initialCompanyState);
    return state.kind === 'company' ? { company_id: companyId, name: state.profile.name } : null;
  }

  /** Whether a lead of `companyId` is inside the scope (outside: the caller answers 404). */
  static covers(scope: CompanyScope, companyId: number | null): boolean {
    return scope.kind === 'all' || scope.companyId === companyId;
  }
}

/** The company, if the caller may act for it (a dealer: their own; staff: any existing one); 404 otherwise. */
export async function ownedCompany(scopes: CompanyScopes, ctx: RequestContext, companyId: number) {
  await scopes.of(ctx, companyId);
  const company = await scopes.company(companyId);
  if (!company) throw DealerErrors.companyNotFound();
  return company;
}

/** Who may create and edit companies: the administrators. */
export const COMPANY_EDITORS = [UserType.SuperAdmin, UserType.Admin] as const;
/**
 * Who may call the company's self-service routes (issue #45: lead addresses and routing, forms, promotions, directory,
 * users): staff, any company; a dealer, their own, with the manager flag (`CompanyScopes.manager` checks both).
 */
export const COMPANY_SELF_SERVICE = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember, UserType.Dealer] as const;
/** Who may read companies: staff, and a dealer (their own). */
export const COMPANY_READERS = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember, UserType.Dealer] as const;
/**
 * Who may sign a company's contract, choose its paid plan and cancel it (commitments billed to the company): its dealer
 * (their own company) and the administrators, not the team (18), which reads plans.
 */
export const PLAN_MANAGERS = [UserType.SuperAdmin, UserType.Admin, UserType.Dealer] as const;
/** Who may list every company. */
export const COMPANY_STAFF = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember] as const;
/** Who may change a company's widget settings (ADR 0034): staff, any company; a dealer, their own. */
export const WIDGET_EDITORS = [...COMPANY_STAFF, UserType.Dealer] as const;

/** Who may read leads and statistics (spec §6): super admin, dealer, team member. */
export const LEAD_READERS = [UserType.SuperAdmin, UserType.Dealer, UserType.TeamMember] as const;
/**
 * Who may see which Shopitrade companies a lead could be offered to: the staff who read leads, never a dealer (the list
 * is every participating company with its margin, commercial terms of other dealers).
 */
export const LEAD_OFFER_STAFF = [UserType.SuperAdmin, UserType.TeamMember] as const;

/** Who may import inventory feeds and read notifications (spec §2/§6): administrators, the vehicles team, a dealer (their own). */
export const NOTIFICATION_USERS = [UserType.SuperAdmin, UserType.Admin, UserType.VehiclesTeam, UserType.Dealer] as const;
/**
 * Who may work a lead (issue #45 item 2: assign, move, note, task, resend): its company's dealer users, and the staff
 * who read leads (a super admin, the team), on a lead that has a company.
 */
export const LEAD_WORKERS = LEAD_READERS;
