import { createHmac, randomInt } from 'node:crypto';
import type { AppConfig } from '../../../../platform/config/config';

/** A 6-digit code, uniformly drawn. */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The keyed hash the stream keeps of a trade-in's phone code (the code itself is only texted). */
export function phoneCodeHash(config: AppConfig, tradeInId: string, code: string): string {
  const key = config.SESSION_SECRET ?? config.DATA_ENCRYPTION_KEY ?? 'development-only-trade-in-phone-code-key';
  return createHmac('sha256', key).update(`trade-in-phone:${tradeInId}:${code}`).digest('base64url');
}
