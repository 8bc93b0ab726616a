import { type CallHandler, type ExecutionContext, Inject, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, map, type Observable, switchMap } from 'rxjs';
import type { GlobalPosition } from '../event-store/event-store.port';
import type { AppConfig } from '../config/config';
import { CONFIG, PROJECTION_RUNNER } from '../tokens';
import { READS_OWN_WRITES } from './reads-own-writes.decorator';
import { SessionWritePositions } from './session-write-positions';
import { formatPosition, laterOf, parseReadAfter, READ_AFTER_HEADER, READ_BEHIND_HEADER, WRITE_POSITION_HEADER, Written } from './write-position';


export interface CaughtUpSignal {
  waitFor(target: GlobalPosition, names: readonly string[], timeoutMs: number): Promise<void>;
}

/**
 * Read-your-writes (agreed shape). On the way out, a command's `Written` answer becomes the response body plus the
 * `X-Write-Position` header, and the position is remembered for the session. On the way in, a route marked
 * `@ReadsOwnWrites(...)` waits until its projections passed the later of `X-Read-After` and the session's last write;
 * when the bounded wait runs out it answers from the rows as they are, with `X-Read-Behind: <position>` (the web client
 * asks again).
 *
 * Registered after the response-contract interceptor, so it runs inside it: the contract sees the unwrapped answer.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ReadYourWrites');
  /** How long an owner read waits for its projections (1 s by default): after that a slightly stale answer beats no answer. */
  private readonly waitMs: number;

  constructor(
    @Inject(PROJECTION_RUNNER) private readonly projections: CaughtUpSignal,
    private readonly sessions: SessionWritePositions,
    private readonly reflector: Reflector,
    @Inject(CONFIG) config: Pick<AppConfig, 'READ_YOUR_WRITES_WAIT_MS'>,
  ) {
    this.waitMs = config.READ_YOUR_WRITES_WAIT_MS;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const sessionId = req.appContext?.principal?.sessionId ?? null;
    const projections = this.reflector.get<readonly string[] | undefined>(READS_OWN_WRITES, context.getHandler());
    const unwrap = map((value: unknown) => {
      if (!(value instanceof Written)) return value;
      if (value.position) {
        void reply.header(WRITE_POSITION_HEADER, formatPosition(value.position));
        if (sessionId) this.sessions.remember(sessionId, value.position);
      }
      return value.answer;
    });
    if (!projections) return next.handle().pipe(unwrap);
    const target = laterOf(parseReadAfter(req.headers[READ_AFTER_HEADER]), sessionId ? this.sessions.lastWrite(sessionId) : null);
    if (!target) return next.handle().pipe(unwrap);
    return from(this.caughtUp(target, projections)).pipe(
      switchMap((caughtUp) => {
        if (!caughtUp) void reply.header(READ_BEHIND_HEADER, formatPosition(target));
        return next.handle();
      }),
      unwrap,
    );
  }

  /** Whether the projections passed `target` within the bounded wait. */
  private async caughtUp(target: GlobalPosition, projections: readonly string[]): Promise<boolean> {
    try {
      await this.projections.waitFor(target, projections, this.waitMs);
      return true;
    } catch {
      this.logger.warn(`${projections.join(', ')} not past ${formatPosition(target)} within ${this.waitMs} ms: answering from the rows as they are`);
      return false;
    }
  }
}
