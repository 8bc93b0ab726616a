import { UserType } from '@marketplace/domain/shared';
import type { SessionUser } from './api/current-user';

/** The guarded areas of spec §6 and the user types each admits ('any' = any signed-in user). */
export const AREAS = {
  customer: { allowed: 'any' },
  /** A disallowed user goes to the customer dashboard instead of the 401 page. */
  company: { allowed: [UserType.Dealer, UserType.SuperAdmin], redirectTo: 'customer-dashboard' },
  admin: { allowed: [UserType.SuperAdmin, UserType.Admin] },
  vehiclesTeam: { allowed: [UserType.SuperAdmin, UserType.VehiclesTeam] },
  shopicarTeam: { allowed: [UserType.SuperAdmin, UserType.TeamMember] },
} as const satisfies Record<string, { allowed: 'any' | readonly number[]; redirectTo?: 'customer-dashboard' }>;

export type Area = keyof typeof AREAS;

export type Connection = 'anonymous' | 'connected' | 'authenticated';

/** Spec §4: anonymous (no user), connected (a user), fully authenticated (status above 0, email verified, active). */
export function connectionOf(user: SessionUser | null | undefined): Connection {
  if (!user) return 'anonymous';
  const statusOk = user.Status === undefined || Number(user.Status) > 0;
  return statusOk && user.EmailVerified && user.Active ? 'authenticated' : 'connected';
}

export function isAllowed(user: SessionUser | null | undefined, area: Area): boolean {
  if (!user) return false;
  const { allowed } = AREAS[area];
  return allowed === 'any' || (allowed as readonly number[]).includes(user.UserTypeId);
}

export type GuardDecision =
  | { kind: 'page' }
  | { kind: 'email-confirmation' }
  | { kind: 'deactivated' }
  | { kind: 'redirect'; to: 'customer-dashboard' }
  | { kind: 'unauthorized' }
  | { kind: 'login' };

/**
 * The guard order of spec §4, first match wins:
 * 1. connected but email not verified -> email-confirmation screen;
 * 2. connected but not active -> deactivated screen;
 * 3. allowed user type -> the page;
 * 4. connected but type not allowed -> the area's redirect target, else the 401 page;
 * 5. anonymous -> login (with the requested path and query as referer).
 */
export function guard(user: SessionUser | null | undefined, area: Area): GuardDecision {
  if (user) {
    if (!user.EmailVerified) return { kind: 'email-confirmation' };
    if (!user.Active) return { kind: 'deactivated' };
    if (isAllowed(user, area)) return { kind: 'page' };
    const target = (AREAS[area] as { redirectTo?: 'customer-dashboard' }).redirectTo;
    return target ? { kind: 'redirect', to: target } : { kind: 'unauthorized' };
  }
  return { kind: 'login' };
}

/** The name the user menu shows: first name, else user name, else email (spec §2). */
export function displayName(user: SessionUser): string {
  return user.FirstName?.trim() || user.UserName?.trim() || user.Email?.trim() || '';
}

/**
 * Where a user lands after signing in without a referer (issue #45 item 9): each staff user on their own home, from
 * spec §2 and §6: a dealer on their company's dashboard, a team member (18) on lead management, the vehicles team (20) on
 * vehicles, the administrators (6, 7) on the administration home; customers (and a dealer without a company) on the
 * customer dashboard, as before.
 */
export function homeOf(user: Pick<SessionUser, 'UserTypeId' | 'Company_ID'> | null | undefined, lang: string): string {
  switch (user?.UserTypeId) {
    case UserType.Dealer:
      return Number(user.Company_ID ?? 0) > 0 ? `/${lang}/company/${Number(user.Company_ID)}/dashboard` : `/${lang}/customer/dashboard`;
    case UserType.TeamMember:
      return `/${lang}/shopicarTeam/lead-management`;
    case UserType.VehiclesTeam:
      return `/${lang}/vehiclesTeam/vehicles`;
    case UserType.SuperAdmin:
    case UserType.Admin:
      return `/${lang}/admin`;
    default:
      return `/${lang}/customer/dashboard`;
  }
}
