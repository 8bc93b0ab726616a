import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountLifecycle } from './account-lifecycle/account-lifecycle';
import { CLOCK } from './clock/clock';
import { DevClockController } from './clock/clock.controller';
import { TestClock } from './clock/test-clock';
import { EventSourcedCommands } from './commands/event-sourced-commands';
import { HealthController } from './health/health.controller';
import { MIGRATIONS, Readiness } from './health/readiness';
import { ShutdownState } from './health/shutdown-state';
import { AccessGuard } from './http/access.guard';
import { CSRF, Csrf } from './http/csrf';
import { ResponseContractInterceptor } from './http/response.interceptor';
import { noSessions, SESSION_RESOLVER, type SessionResolver } from './http/session-resolver';
import type { Infrastructure } from './infrastructure';
import { DocsController } from './openapi/docs.controller';
import { ReadYourWritesInterceptor } from './read-your-writes/read-your-writes.interceptor';
import { SessionWritePositions } from './read-your-writes/session-write-positions';
import { CONFIG, DB, EVENT_STORE, LOGGER, PG_POOL, PROJECTION_RUNNER, REDIS, TIMERS } from './tokens';

/** Lets the identity module plug its session lookup into the platform's access guard. */
export class SessionResolverSlot implements SessionResolver {
  private current: SessionResolver = noSessions;
  use(resolver: SessionResolver) {
    this.current = resolver;
  }
  resolve(...args: Parameters<SessionResolver['resolve']>) {
    return this.current.resolve(...args);
  }
}

@Global()
@Module({})
export class PlatformModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    const slot = new SessionResolverSlot();
    return {
      module: PlatformModule,
      // Terminus runs the probes' checks (ADR 0081); a failing check is the probe's answer, not an error log line.
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [HealthController, DocsController, DevClockController],
      providers: [
        { provide: CONFIG, useValue: infra.config },
        { provide: LOGGER, useValue: infra.logger },
        { provide: PG_POOL, useValue: infra.pool },
        { provide: DB, useValue: infra.db },
        { provide: REDIS, useValue: infra.redis },
        { provide: EVENT_STORE, useValue: infra.store },
        { provide: PROJECTION_RUNNER, useValue: infra.projections },
        { provide: TIMERS, useValue: infra.timers },
        { provide: EventSourcedCommands, useValue: new EventSourcedCommands(infra.store) },
        { provide: CSRF, useValue: new Csrf(infra.config.sessionSecret, infra.config.isProduction) },
        { provide: SessionResolverSlot, useValue: slot },
        { provide: AccountLifecycle, useValue: new AccountLifecycle() },
        { provide: SESSION_RESOLVER, useValue: slot },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: CLOCK, useValue: infra.clock },
        // Outside production only (ADR 0082): the route finds none in production and answers 404.
        {
          provide: TestClock,
          useValue: infra.testClock ? new TestClock(infra.testClock, infra.pool, infra.timers, infra.projections) : null,
        },
        { provide: MIGRATIONS, useValue: infra.migrations },
        { provide: ShutdownState, useValue: new ShutdownState() },
        Readiness,
        { provide: SessionWritePositions, useValue: new SessionWritePositions() },
        // Order matters: the contract interceptor wraps read-your-writes, so it parses the unwrapped answer.
        { provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor },
        { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor },
      ],
      exports: [ShutdownState, CLOCK, SessionWritePositions, CONFIG, LOGGER, PG_POOL, DB, REDIS, EVENT_STORE, PROJECTION_RUNNER, TIMERS, EventSourcedCommands, CSRF, SessionResolverSlot, AccountLifecycle],
    };
  }
}
