import type {} from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UserTypeId } from '@marketplace/domain';
import type { EventMetadata } from '../event-store/event-store.port';

/** The authenticated side of a request, resolved from the session cookie or bearer token. */
export interface SessionPrincipal {
  readonly sessionId: string;
  readonly userId: string;
  readonly userTypeId: UserTypeId;
  /** The admin acting as this user, when impersonating. */
  readonly impersonatorId: string | null;
  readonly emailVerified: boolean;
  readonly active: boolean;
}

/** Who and what a request is about; commands turn it into event metadata. */
export interface RequestContext {
  readonly correlationId: string;
  readonly principal: SessionPrincipal | null;
  readonly brand: string | null;
  readonly now: Date;
  readonly ip: string;
  readonly userAgent: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    appContext?: RequestContext;
  }
}

export function contextOf(req: FastifyRequest): RequestContext {
  if (!req.appContext) throw new Error('Request context not resolved (is the access guard installed?)');
  return req.appContext;
}

/** Metadata for an event caused by this request (ARCHITECTURE §3 rule 5). */
export function eventMetadata(ctx: RequestContext, causationId: string | null = null): EventMetadata {
  return {
    eventId: randomUUID(),
    correlationId: ctx.correlationId,
    causationId: causationId ?? ctx.correlationId,
    actor: ctx.principal?.userId ?? null,
    impersonator: ctx.principal?.impersonatorId ?? null,
    brand: ctx.brand,
    occurredAt: ctx.now.toISOString(),
  };
}

/** A context for work the system does on its own (timers, webhooks): no user, a fresh correlation id. */
export function systemContext(now = new Date(), correlationId: string = randomUUID()): RequestContext {
  return { correlationId, principal: null, brand: null, now, ip: '', userAgent: 'system' };
}
