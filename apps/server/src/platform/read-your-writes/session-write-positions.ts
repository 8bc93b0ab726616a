import type { GlobalPosition } from '../event-store/event-store.port';
import { laterOf } from './write-position';

/** Enough sessions for one instance's active users; the oldest are forgotten first (they only lose the 1 s wait). */
const MAX_SESSIONS = 20_000;

/**
 * The last write position of each session, in process: a client that sends no `X-Read-After` still reads its own
 * writes on a single instance. Several instances rely on the header the web client sends.
 */
export class SessionWritePositions {
  private readonly bySession = new Map<string, GlobalPosition>();

  constructor(private readonly capacity = MAX_SESSIONS) {}

  remember(sessionId: string, position: GlobalPosition): void {
    const latest = laterOf(this.bySession.get(sessionId) ?? null, position)!;
    // Re-inserting moves the session to the young end of the map's insertion order.
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, latest);
    if (this.bySession.size > this.capacity) this.bySession.delete(this.bySession.keys().next().value!);
  }

  lastWrite(sessionId: string): GlobalPosition | null {
    return this.bySession.get(sessionId) ?? null;
  }
}
