import { applyDecorators, createParamDecorator, Delete, type ExecutionContext, Get, HttpCode, Patch, Post, Put, SetMetadata } from '@nestjs/common';
import type { RouteContract } from '@marketplace/contracts';
import { DomainError, type UserTypeId } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { contextOf } from './request-context';
import { parseInput } from './input';

/**
 * Who may call a route (ARCHITECTURE §5, deny by default). 'public': anyone; 'authenticated': any live session;
 * a list of user types: only those. `verified`: also require a verified, active account.
 */
export type Audience = 'public' | 'authenticated' | readonly UserTypeId[];

export interface Access {
  readonly allow: Audience;
  /** State-changing routes check the CSRF pair unless this is false (e.g. signed webhooks). */
  readonly csrf?: boolean;
  readonly verified?: boolean;
  /** While impersonating, refuse (password/email change, deletion, SIN). */
  readonly refuseWhileImpersonating?: boolean;
  /**
   * A GET that changes state because the spec names it so (logout, login by token, vehicle lock). The CSRF pair
   * covers unsafe methods only, so such a GET refuses requests a browser marks `Sec-Fetch-Site: cross-site`.
   */
  readonly getChangesState?: boolean;
  /**
   * A public read that other sites' pages call (the dealer widget, ADR 0027): answered with
   * `Access-Control-Allow-Origin: *`; it neither reads the session cookie nor hands out the CSRF cookie.
   * Only for `allow: 'public'` GETs (the guard refuses anything else).
   */
  readonly crossOrigin?: boolean;
}

/**
 * The 403 of `refuseWhileImpersonating`, also for the parts of a route that only some inputs make sensitive (a credit
 * applicant's SIN in a purchase step): what must be the account owner's own, an administrator acting as them may not do.
 */
export const refusedWhileImpersonating = () => new DomainError('auth.refused_while_impersonating', 'forbidden', 'Not allowed while impersonating a user');

export const ENDPOINT_METADATA = 'marketplace:endpoint';

export interface EndpointDefinition {
  readonly route: RouteContract;
  readonly access: Access;
}

/** Every declared endpoint, for the OpenAPI document and the route inventory test. */
export const endpointRegistry: EndpointDefinition[] = [];

const METHOD = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** Declares an API operation: its contract (validation, OpenAPI) and who may call it. Controllers use no @Controller path. */
export function Endpoint(route: RouteContract, access: Access): MethodDecorator {
  const definition: EndpointDefinition = { route, access };
  endpointRegistry.push(definition);
  return applyDecorators(
    METHOD[route.method](route.path.replace(/^\//, '')),
    HttpCode(route.status ?? 200),
    SetMetadata(ENDPOINT_METADATA, definition),
  );
}

/** The validated input of the current endpoint: `{ params, query, body }` parsed with its contract's schemas. */
export const Input = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const definition: EndpointDefinition | undefined = Reflect.getMetadata(ENDPOINT_METADATA, ctx.getHandler());
  if (!definition) throw new Error('@Input() used on a handler without @Endpoint');
  return parseInput(definition.route, ctx.switchToHttp().getRequest<FastifyRequest>());
});

/** The request context: correlation id, principal, brand, time. */
export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext) => contextOf(ctx.switchToHttp().getRequest()));
