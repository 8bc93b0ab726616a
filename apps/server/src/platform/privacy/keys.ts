import { createHmac, hkdfSync } from 'node:crypto';
import type { AppConfig } from '../config/config';

/**
 * The master key that wraps every per-person data key (ARCHITECTURE §3 rule 10). Production sets
 * DATA_ENCRYPTION_KEY (base64 of 32 random bytes, e.g. `openssl rand -base64 32`); development and tests derive one
 * from the session secret so that a checkout runs without setup.
 */
export function masterKeyFrom(config: Pick<AppConfig, 'DATA_ENCRYPTION_KEY' | 'sessionSecret'>): Buffer {
  if (config.DATA_ENCRYPTION_KEY) {
    const key = Buffer.from(config.DATA_ENCRYPTION_KEY, 'base64');
    if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be the base64 encoding of exactly 32 bytes');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', config.sessionSecret, 'marketplace', 'data-encryption-key/v1', 32));
}

/**
 * Keyed hashes (HMAC-SHA-256) for values we must compare but not store in clear: the normalised email that makes
 * an account unique, phone numbers, one-time codes. Each purpose has its own key, derived from the master key, so a
 * hash made for one purpose is worthless for another. Output: base64url, 43 characters.
 */
export class KeyedHasher {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly masterKey: Buffer) {}

  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.keyFor(purpose)).update(value, 'utf8').digest('base64url');
  }

  private keyFor(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.masterKey, 'marketplace', `keyed-hash/${purpose}/v1`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
