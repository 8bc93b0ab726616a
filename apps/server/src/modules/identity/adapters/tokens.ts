import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session tokens, login tokens, reset-link secrets. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
export const sha256Hex = (value: string): string => sha256(value).toString('hex');

/** A 6-digit code, uniformly drawn. */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Reset and create-password links: `r1.<userId>.<secret>`. The user id says which stream to read; only the secret's
 * SHA-256 is recorded (in PasswordResetRequested), so the event log never holds a usable link.
 */
export const resetLinks = {
  create(userId: string): { token: string; tokenHash: string } {
    const secret = randomToken();
    return { token: `r1.${userId}.${secret}`, tokenHash: sha256Hex(secret) };
  },
  parse(token: string): { userId: string; tokenHash: string } | null {
    const [version, userId, secret] = token.split('.');
    if (version !== 'r1' || !userId || !UUID.test(userId) || !secret || !/^[\w-]{43}$/.test(secret)) return null;
    return { userId, tokenHash: sha256Hex(secret) };
  },
};

/**
 * Email activation links, stateless: `a1.<userId>.<expires (epoch s)>.<mac>`, the MAC binding the user, the expiry and
 * the login identity (so a link for a previous address dies when the email changes). Activation is idempotent, so a
 * stateless link is safe to use twice.
 */
export class ActivationLinks {
  constructor(private readonly secret: Buffer) {}

  create(userId: string, loginKey: string, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    return `a1.${userId}.${exp}.${this.mac(userId, exp, loginKey)}`;
  }

  /** The claimed user and expiry; `verify` then checks the MAC against the user's current login key. */
  parse(token: string): { userId: string; expiresAt: Date; mac: string } | null {
    const [version, userId, exp, mac] = token.split('.');
    if (version !== 'a1' || !UUID.test(userId ?? '') || !/^\d{1,12}$/.test(exp ?? '') || !/^[\w-]{43}$/.test(mac ?? '')) return null;
    return { userId, expiresAt: new Date(Number(exp) * 1000), mac };
  }

  verify(parsed: { userId: string; expiresAt: Date; mac: string }, loginKey: string): boolean {
    const expected = Buffer.from(this.mac(parsed.userId, Math.floor(parsed.expiresAt.getTime() / 1000), loginKey));
    const given = Buffer.from(parsed.mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(userId: string, exp: number, loginKey: string) {
    return createHmac('sha256', this.secret).update(`activate|${userId}|${exp}|${loginKey}`).digest('base64url');
  }
}
