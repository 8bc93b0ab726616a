import type { Kysely } from 'kysely';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, sha256 } from './tokens';

/**
 * Devices that signed in to an account before (ADR 0022): a random device cookie (`User.Device`, written by
 * IdentityHttp), its SHA-256 stored per account. The right password from a known device is not refused by the
 * account-wide failure counter, so that guessing someone's password cannot keep them out.
 */
export class KnownDevices {
  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: Clock,
  ) {}

  /** The device token's hash (hex) when this device signed in to `userId` before, else null. */
  async knownFor(token: string | null, userId: string | null): Promise<string | null> {
    if (!token || !userId) return null;
    const hash = sha256(token);
    const row = await this.db.selectFrom('identity.known_devices').select('user_id').where('token_hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
    return row ? hash.toString('hex') : null;
  }

  /**
   * After a successful sign-in: this device is known to the account. Answers the device token for the cookie (a new
   * one on the device's first sign-in).
   */
  async remember(token: string | null, userId: string): Promise<string> {
    const device = token ?? randomToken();
    const now = this.clock.now();
    await this.db
      .insertInto('identity.known_devices')
      .values({ token_hash: sha256(device), user_id: userId, last_signed_in_at: now })
      .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_signed_in_at: now }))
      .execute();
    return device;
  }

  async forget(userId: string): Promise<void> {
    await this.db.deleteFrom('identity.known_devices').where('user_id', '=', userId).execute();
  }
}
