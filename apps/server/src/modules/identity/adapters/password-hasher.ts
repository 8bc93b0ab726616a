import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP Password Storage Cheat Sheet, scrypt row "N=2^14 (16 MiB), r=8, p=5" (equivalent in strength to its other
 * rows). Measured on the reference machine (2 vCPU, Node 20): about 170 ms per hash, inside the 50–250 ms target.
 * The parameters travel inside each hash, so they can be raised later without invalidating stored passwords.
 */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };

const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (base64url). */
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  constructor(private readonly params: ScryptParams = OWASP_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, this.options(this.params));
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, encoded: string): Promise<boolean> {
    const parts = encoded.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 32) return false;
    const salt = Buffer.from(parts[4], 'base64url');
    const expected = Buffer.from(parts[5], 'base64url');
    const key = await scrypt(password.normalize('NFC'), salt, expected.length, this.options({ N, r, p }));
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /**
   * Spends the same time as a real verification and fails: used when the account does not exist, so that a wrong
   * email and a wrong password cannot be told apart by timing.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    await this.verify(password, await this.dummy);
    return false;
  }

  private options({ N, r, p }: ScryptParams): ScryptOptions {
    return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  }
}
