import { DomainError } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';

/** The signed-in caller's user id (routes declare 'authenticated'; this is the type-level guarantee). */
export function buyerOf(ctx: RequestContext): string {
  if (!ctx.principal) throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
  return ctx.principal.userId;
}
