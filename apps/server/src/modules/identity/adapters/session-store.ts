import type { UserTypeId } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock/clock';
import type { SessionPrincipal } from '../../../platform/http/request-context';
import { randomToken, sha256 } from './tokens';
import { deviceOf } from './user-agent';

/** What a session remembers of its user, so that resolving it is one indexed read (no join, no fold). */
export interface PrincipalSnapshot {
  readonly userTypeId: UserTypeId;
  /** Account activated (the guard's `emailVerified`). */
  readonly activated: boolean;
  readonly active: boolean;
  /** The user stream version this snapshot reflects: the read side uses it to read its own writes. */
  readonly userVersion: number;
}

/** The platform principal plus what identity itself needs. */
export interface IdentityPrincipal extends SessionPrincipal {
  readonly userVersion: number;
  readonly deviceId: string;
  readonly persistent: boolean;
}

export const SESSION_TTL = {
  /** RememberMe false: the cookie ends with the browser, the session after 12 hours at most. */
  browserMs: 12 * 3600_000,
  /** An impersonation lasts at most one hour. */
  impersonationMs: 3600_000,
};

/** The in-process cache lives this long: another instance's revocation is seen within it. */
const CACHE_TTL_MS = 2_000;
const CACHE_MAX = 50_000;
/** last_seen_at and the device row are refreshed at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

interface CachedSession {
  readonly principal: IdentityPrincipal;
  readonly expiresAt: number;
  readonly cachedAt: number;
}

export interface NewSession {
  readonly userId: string;
  readonly impersonatorId: string | null;
  readonly snapshot: PrincipalSnapshot;
  readonly persistent: boolean;
  readonly ttlMs: number;
  readonly ip: string;
  readonly userAgent: string;
}

/**
 * Sessions (ARCHITECTURE §5): a 256-bit random token, stored only as its SHA-256; the cookie carries the token.
 * Resolving is one indexed read by token hash, with a 2-second in-process cache that every revocation in this
 * process clears immediately.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  private readonly lastTouch = new Map<string, number>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: Clock,
  ) {}

  async create(s: NewSession): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomToken();
    const sessionId = randomUUID();
    const device = deviceOf(s.userAgent);
    const expiresAt = new Date(this.clock.now().getTime() + s.ttlMs);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('identity.sessions').values({
        session_id: sessionId, token_hash: sha256(token), user_id: s.userId, impersonator_id: s.impersonatorId,
        user_type_id: s.snapshot.userTypeId, activated: s.snapshot.activated, active: s.snapshot.active, user_version: s.snapshot.userVersion,
        persistent: s.persistent, device_id: device.deviceId, ip_address: s.ip, expires_at: expiresAt,
      }).execute();
      await this.upsertDevice(trx, s.impersonatorId ?? s.userId, device.deviceId, device.name, device.version, s.ip);
    });
    this.lastTouch.set(sessionId, this.clock.now().getTime());
    return { token, sessionId, expiresAt };
  }

  async resolve(token: string, ip: string): Promise<IdentityPrincipal | null> {
    if (token.length > 200) return null;
    const hash = sha256(token);
    const key = hash.toString('base64');
    const now = this.clock.now().getTime();
    const cached = this.cache.get(key);
    if (cached && now - cached.cachedAt < CACHE_TTL_MS && cached.expiresAt > now) {
      this.touch(cached.principal, ip, now);
      return cached.principal;
    }
    const { rows } = await sql<{
      session_id: string; user_id: string; impersonator_id: string | null; user_type_id: number; activated: boolean; active: boolean;
      user_version: number; persistent: boolean; device_id: string; expires_at: Date;
    }>`select session_id, user_id, impersonator_id, user_type_id, activated, active, user_version, persistent, device_id, expires_at
         from identity.sessions where token_hash = ${hash} and expires_at > ${new Date(now)}`.execute(this.db);
    const row = rows[0];
    if (!row) {
      this.cache.delete(key);
      return null;
    }
    const principal: IdentityPrincipal = {
      sessionId: row.session_id, userId: row.user_id, userTypeId: row.user_type_id as UserTypeId, impersonatorId: row.impersonator_id,
      emailVerified: row.activated, active: row.active, userVersion: row.user_version, deviceId: row.device_id, persistent: row.persistent,
    };
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(key, { principal, expiresAt: row.expires_at.getTime(), cachedAt: now });
    this.touch(principal, ip, now);
    return principal;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.deleteFrom('identity.sessions').where('session_id', '=', sessionId).execute();
    this.evict((p) => p.sessionId === sessionId);
  }

  /**
   * Ends every session of a user: their own, those where an admin impersonates them and, when they are an admin,
   * those where they impersonate someone. With a device id, only that device's own sessions. Returns how many ended.
   */
  async revokeAllOf(userId: string, deviceId?: string): Promise<number> {
    const q = deviceId
      ? this.db.deleteFrom('identity.sessions').where('user_id', '=', userId).where('device_id', '=', deviceId)
      : this.db.deleteFrom('identity.sessions').where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_id', '=', userId)]));
    const result = await q.executeTakeFirst();
    this.evict((p) => (p.userId === userId && (!deviceId || p.deviceId === deviceId)) || (!deviceId && p.impersonatorId === userId));
    return Number(result.numDeletedRows ?? 0);
  }

  /** After a command changed what the principal carries (type, activation, status): every session of the user sees it. */
  async refreshSnapshot(userId: string, snapshot: PrincipalSnapshot): Promise<void> {
    await sql`update identity.sessions set user_type_id = ${snapshot.userTypeId}, activated = ${snapshot.activated},
                active = ${snapshot.active}, user_version = ${snapshot.userVersion}
               where user_id = ${userId} and user_version < ${snapshot.userVersion}`.execute(this.db);
    this.evict((p) => p.userId === userId);
  }

  /** Forgets cached sessions of a user (used by the session-guard projection's process too). */
  evictUser(userId: string) {
    this.evict((p) => p.userId === userId);
  }

  async devicesOf(userId: string) {
    const { rows } = await sql<{ device_id: string; name: string; version: string; ip_address: string; last_accessed: Date; sessions: string }>`
      select d.device_id, d.name, d.version, d.ip_address, d.last_accessed,
             (select count(*) from identity.sessions s where s.user_id = d.user_id and s.device_id = d.device_id and s.expires_at > ${this.clock.now()}) as sessions
        from identity.devices d where d.user_id = ${userId} order by d.last_accessed desc limit 100`.execute(this.db);
    return rows;
  }

  /** Deletes expired sessions and used or expired login tokens (called now and then). */
  async sweep(): Promise<void> {
    // Expiry is business time (the clock that set expires_at; ADR 0082), not the database's.
    const now = this.clock.now();
    await sql`delete from identity.sessions where expires_at < ${now}::timestamptz - interval '1 day'`.execute(this.db);
    await sql`delete from identity.login_tokens where expires_at < ${now}::timestamptz - interval '1 day'`.execute(this.db);
  }

  private evict(match: (p: IdentityPrincipal) => boolean) {
    for (const [k, v] of this.cache) if (match(v.principal)) this.cache.delete(k);
  }

  /** Last access for the admin's device list: at most once a minute per session, off the request path. */
  private touch(p: IdentityPrincipal, ip: string, now: number) {
    const last = this.lastTouch.get(p.sessionId) ?? 0;
    if (now - last < TOUCH_EVERY_MS) return;
    this.lastTouch.set(p.sessionId, now);
    if (this.lastTouch.size > CACHE_MAX) this.lastTouch.clear();
    const owner = p.impersonatorId ?? p.userId;
    void (async () => {
      await sql`update identity.sessions set last_seen_at = now(), ip_address = ${ip} where session_id = ${p.sessionId}`.execute(this.db);
      await sql`update identity.devices set last_accessed = now(), ip_address = ${ip} where user_id = ${owner} and device_id = ${p.deviceId}`.execute(this.db);
    })().catch(() => undefined);
  }

  private async upsertDevice(db: Kysely<any>, userId: string, deviceId: string, name: string, version: string, ip: string) {
    await sql`insert into identity.devices (user_id, device_id, name, version, ip_address, last_accessed)
              values (${userId}, ${deviceId}, ${name}, ${version}, ${ip}, now())
              on conflict (user_id, device_id) do update set name = excluded.name, version = excluded.version,
                ip_address = excluded.ip_address, last_accessed = excluded.last_accessed`.execute(db);
  }
}
