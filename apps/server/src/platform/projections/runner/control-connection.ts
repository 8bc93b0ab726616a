import { Client, type Pool } from 'pg';

/** Checkpoints committed by any process are announced on this channel (payload: nothing; listeners re-read). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoints';
/** The payload a leader that stops sends on the channel: a standby takes over at once instead of at its next retry. */
export const LEADER_RELEASED = 'leader-released';
/** The `application_name` of a runner's control connection (it holds the leader lock): `<prefix><process id>`. */
export const CONTROL_APPLICATION_NAME = 'marketplace-projections/';

export interface ControlEvents {
  /** The connection failed or ended (not by `close`): PostgreSQL released the leader lock with the session. */
  readonly lost: () => void;
  /** Closed by `close`. */
  readonly closed: () => void;
  /** A notification arrived: checkpoints moved, or (payload LEADER_RELEASED) the leader let its lock go. */
  readonly notified: (payload: string | undefined) => void;
  /** Connected and listening for checkpoint notifications. */
  readonly listening: () => void;
}

/**
 * The control connection (outside the pool): holds the leader lock and listens for checkpoint notifications.
 * Losing it ends this instance's leadership (PostgreSQL released the lock with the session).
 */
export class ControlConnection {
  private client: Client | null = null;
  /** The control connection runs one query at a time (pg 9 will refuse to queue them itself). */
  private queue: Promise<unknown> = Promise.resolve();
  private connecting: Promise<Client> | null = null;

  constructor(private readonly pool: Pool, private readonly events: ControlEvents) {}

  /** The open connection, if any. */
  get current(): Client | null {
    return this.client;
  }

  connect(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new Client({ ...this.pool.options, application_name: `${CONTROL_APPLICATION_NAME}${process.pid}` });
      const lost = () => {
        if (this.client !== client) return;
        this.client = null;
        this.events.lost();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (message) => this.events.notified(message.payload));
      try {
        await client.connect();
        await client.query(`listen ${CHECKPOINT_CHANNEL}`);
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.events.listening();
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  query<R extends Record<string, unknown>>(control: Client, text: string, values?: unknown[]) {
    const result = this.queue.then(() => control.query<R>(text, values));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Tells waiters in other processes that checkpoints moved (best effort: they also poll). */
  announceCheckpoints(): void {
    const control = this.client;
    if (control) this.query(control, `select pg_notify('${CHECKPOINT_CHANNEL}', '')`).catch(() => undefined);
  }

  /** Tells standby instances that this one let the leader lock go (graceful shutdown hands the projections over). */
  announceRelease(control: Client): Promise<unknown> {
    return this.query(control, `select pg_notify('${CHECKPOINT_CHANNEL}', '${LEADER_RELEASED}')`).catch(() => undefined);
  }

  async close(): Promise<void> {
    const control = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    this.events.closed();
    await control?.end().catch(() => undefined);
  }
}
