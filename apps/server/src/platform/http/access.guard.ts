import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@marketplace/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '../clock/clock';
import { type Csrf, CSRF, CSRF_COOKIE } from './csrf';
import { ENDPOINT_METADATA, type EndpointDefinition, refusedWhileImpersonating } from './endpoint';
import type { RequestContext } from './request-context';
import { SESSION_RESOLVER, type SessionResolver, sessionTokenOf } from './session-resolver';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BRAND_TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Deny by default (ARCHITECTURE §5): a route without an @Endpoint access declaration answers 403 and logs an error.
 * Resolves the session, builds the request context, enforces audience, verification and the CSRF pair.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');

  constructor(
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(CSRF) private readonly csrf: Csrf,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const definition: EndpointDefinition | undefined = Reflect.getMetadata(ENDPOINT_METADATA, context.getHandler());
    if (!definition) {
      this.logger.error(`Route ${req.method} ${req.url} declares no access: denied`);
      throw new DomainError('auth.route_not_declared', 'forbidden', 'This route declares no access rule');
    }
    const { access } = definition;
    if (access.crossOrigin && (access.allow !== 'public' || !SAFE_METHODS.has(req.method))) {
      throw new Error(`Route ${definition.route.method} ${definition.route.path}: only a public read may be cross-origin`);
    }
    // A cross-origin public read (the widget) neither reads the session nor hands out a cookie: nothing of the
    // visitor's marketplace session is used by, or given to, another site's page.
    const token = access.crossOrigin ? null : sessionTokenOf(req);
    const principal = token ? await this.sessions.resolve(token, req) : null;
    const brandHeader = req.headers['x-environment-token'];
    const ctx: RequestContext = {
      correlationId: String(req.id ?? randomUUID()),
      principal,
      brand: typeof brandHeader === 'string' && BRAND_TOKEN.test(brandHeader) ? brandHeader : null,
      // The request's instant, from the one clock commands and timers read (a test's injected clock moves it too).
      now: this.clock.now(),
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    };
    req.appContext = ctx;

    if (access.getChangesState && req.headers['sec-fetch-site'] === 'cross-site') {
      throw new DomainError('auth.csrf_failed', 'forbidden', 'Cross-site request refused');
    }
    if (access.crossOrigin) {
      void reply.header('access-control-allow-origin', '*');
    } else if (SAFE_METHODS.has(req.method)) {
      // Any API GET hands out a CSRF cookie bound to the current session when the visitor has none that fits.
      if (!this.csrf.isValid(req.cookies?.[CSRF_COOKIE], principal?.sessionId ?? null)) this.csrf.issue(reply, principal?.sessionId ?? null);
    } else if (access.csrf !== false && !this.csrf.check(req, principal?.sessionId ?? null)) {
      throw new DomainError('auth.csrf_failed', 'forbidden', 'Missing or invalid CSRF token');
    }

    if (access.allow === 'public') return true;
    if (!principal) throw new DomainError('auth.unauthenticated', 'unauthorized', 'Sign in first');
    if (access.allow !== 'authenticated' && !access.allow.includes(principal.userTypeId)) {
      throw new DomainError('auth.forbidden', 'forbidden', 'Your account may not do this');
    }
    if (access.verified && (!principal.emailVerified || !principal.active)) {
      throw new DomainError(principal.active ? 'auth.email_not_verified' : 'auth.account_inactive', 'forbidden');
    }
    if (access.refuseWhileImpersonating && principal.impersonatorId) {
      throw refusedWhileImpersonating();
    }
    return true;
  }
}
