import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { Clock } from './clock';

/** Every process of an environment hears a moved clock on this channel (payload: the new offset in ms). */
export const TEST_CLOCK_CHANNEL = 'platform_test_clock';

/** How often a process re-reads the offset when no notification arrives (a lost LISTEN connection, ADR 0082). */
const REREAD_EVERY_MS = 2_000;

/** The offset stored for this database (0 when the table is missing: a database older than migration 0004). */
export async function storedOffsetMs(pool: Pool): Promise<number> {
  try {
    const { rows } = await pool.query<{ offset_ms: string }>('select offset_ms from platform.test_clock where id');
    return Number(rows[0]?.offset_ms ?? 0);
  } catch (error: any) {
    if (error?.code === '42P01') return 0;
    throw error;
  }
}

/**
 * The clock of an environment outside production (ADR 0082): the machine's time plus the offset its database holds
 * (platform.test_clock), so that every process of the environment, and every rule, timer and read of each, agrees on
 * one business time. The offset is kept in memory (`now()` is synchronous) and refreshed when any process moves it
 * (NOTIFY) or, failing that, every two seconds.
 */
export class EnvironmentClock implements Clock {
  private offset = 0;
  private listener: Client | null = null;
  private rereadTimer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly pool: Pool, private readonly logger: Pick<Logger, 'warn'>) {}

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  /** How far this environment's time runs ahead of the machine's, as this process knows it. */
  get offsetMs(): number {
    return this.offset;
  }

  /** This process moved the clock: take the new offset at once, without waiting for its own notification. */
  adopt(offsetMs: number): void {
    this.offset = Math.max(this.offset, offsetMs);
  }

  async refresh(): Promise<number> {
    // The offset only grows: a read that started before a move never takes this process back.
    this.adopt(await storedOffsetMs(this.pool));
    return this.offset;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.refresh();
    await this.listen().catch((err) => this.logger.warn({ err }, 'test clock: LISTEN failed; re-reading every 2 s'));
    this.rereadTimer = setInterval(() => {
      this.refresh().catch(() => undefined);
      if (!this.listener) this.listen().catch(() => undefined);
    }, REREAD_EVERY_MS);
    this.rereadTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.rereadTimer) clearInterval(this.rereadTimer);
    this.rereadTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped || this.listener) return;
    const client = new Client({ ...this.pool.options, application_name: `marketplace-clock/${process.pid}` });
    const lost = () => {
      if (this.listener === client) this.listener = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      const offset = Number(n.payload);
      if (Number.isFinite(offset)) this.adopt(offset);
    });
    try {
      await client.connect();
      await client.query(`listen ${TEST_CLOCK_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    // A move announced while connecting: read the table once more.
    await this.refresh();
  }
}
