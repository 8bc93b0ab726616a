import type { RateRule, ThrottleCheck } from '../rate-limit/rate-limiter';

/** Every text message the product sends for a person (phone codes of identity and of the trade-in flow) shares one budget. */
export const SMS_SEND_RULES = {
  perUser: { limit: 3, windowSeconds: 10 * 60 },
  perIp: { limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The counters a text sent on behalf of `userId` from `ip` consumes (`consume(limiter, smsSendThrottle(...))`). */
export function smsSendThrottle(userId: string, ip: string): ThrottleCheck[] {
  return [{ key: `sms-send:user:${userId}`, rule: SMS_SEND_RULES.perUser }, { key: `sms-send:ip:${ip}`, rule: SMS_SEND_RULES.perIp }];
}
