import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../platform/clock/clock';
import type { AppConfig } from '../../../platform/config/config';
import { secureCookiesFor } from '../application/session-cookies';
import { randomToken, sha256 } from './tokens';

export const DEVICE_COOKIE = 'User.Device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
const TOKEN = /^[\w-]{43}$/;

/**
 * Devices that signed in to an account before (ADR 0022): a random device cookie, its SHA-256 stored per account. The
 * right password from a known device is not refused by the account-wide failure counter, so that guessing someone's
 * password cannot keep them out.
 */
export class KnownDevices {
  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: Clock,
    private readonly config: Pick<AppConfig, 'isProduction'>,
  ) {}

  /** The request's device cookie hash (hex) when this device signed in to `userId` before, else null. */
  async knownFor(req: FastifyRequest, userId: string | null): Promise<string | null> {
    const token = tokenOf(req);
    if (!token || !userId) return null;
    const hash = sha256(token);
    const row = await this.db.selectFrom('identity.known_devices').select('user_id').where('token_hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
    return row ? hash.toString('hex') : null;
  }

  /** After a successful sign-in: this device is known to the account (the cookie is created on its first sign-in). */
  async remember(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const token = tokenOf(req) ?? randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('identity.known_devices')
      .values({ token_hash: sha256(token), user_id: userId, last_signed_in_at: now })
      .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_signed_in_at: now }))
      .execute();
    reply.setCookie(DEVICE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookiesFor(req, this.config), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
  }

  async forget(userId: string): Promise<void> {
    await this.db.deleteFrom('identity.known_devices').where('user_id', '=', userId).execute();
  }
}

function tokenOf(req: FastifyRequest): string | null {
  const token = req.cookies?.[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}
