import { safeRefererPath } from '../../lib/languages';
import { homeOf } from '../../lib/session/access';
import type { SessionUser } from '../../lib/session/api/current-user';

/**
 * The login page's query and where it leads once signed in: what its route checks before it loads (in the app's shell)
 * and what its island reads (src/entry-login.tsx, ADR 0086). Apart from the forms, which load with the page.
 */
export interface LoginSearch {
  /** Path and query the user asked for before being sent here (spec §4). */
  referer?: string;
  /** A Google or Facebook sign-in was refused: the reason (an unavailable provider has its own message). */
  social_error?: string;
  /** The provider of a refused sign-in that is not available (not configured, unreachable). */
  provider?: 'google' | 'facebook';
  /** A Google or Facebook account met an existing account's email: its password links them (issue #19). */
  link?: 'google' | 'facebook';
}

/** The login page's query, from the router's parsed search (the route's `validateSearch`, the island's own parse). */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  if (typeof search.referer === 'string' && search.referer) out.referer = search.referer;
  if (typeof search.social_error === 'string' && search.social_error) out.social_error = search.social_error;
  if (search.link === 'google' || search.link === 'facebook') out.link = search.link;
  if (search.provider === 'google' || search.provider === 'facebook') out.provider = search.provider;
  return out;
}

/**
 * Where a user goes once signed in (spec §2, §4): the referer, else the user's own home (issue #45 item 9: each staff
 * user lands on their area; customers on their dashboard).
 */
export const afterLogin = (referer: string | undefined, lang: string, user: SessionUser): string => safeRefererPath(referer, lang) ?? homeOf(user, lang);
