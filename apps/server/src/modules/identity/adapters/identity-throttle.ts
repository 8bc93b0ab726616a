import { SMS_SEND_RULES, smsSendThrottle } from '../../../platform/mail/sms-throttle';
import type { RateRule, ThrottleCheck } from '../../../platform/rate-limit/rate-limiter';

/**
 * Throttling rules (issue #3). Keys hold keyed hashes or ids, never an email in clear. Sign-in (ADR 0022, issue #17):
 * 10 failures per 15 minutes per account; past them a device the account does not know waits between attempts
 * (`loginSlowdownSeconds`) instead of the account being locked, and the owner is emailed once per window; a known device
 * answers only to its own counter. Well under 100 guesses an hour per account.
 */
export const RULES = {
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerKnownDevice: { limit: 10, windowSeconds: 15 * 60 },
  loginAlertsPerAccount: { limit: 1, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  registrationsPerIp: { limit: 50, windowSeconds: 60 * 60 },
  recoveryPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  recoveryPerIp: { limit: 10, windowSeconds: 15 * 60 },
  resetAttemptsPerIp: { limit: 20, windowSeconds: 15 * 60 },
  smsVerifyPerIp: { limit: 20, windowSeconds: 10 * 60 },
  activationPerIp: { limit: 20, windowSeconds: 15 * 60 },
  verificationEmailsPerUser: { limit: 3, windowSeconds: 15 * 60 },
  /** Activation emails to one address, whichever account asks (an email change mails the new address). */
  activationEmailsPerAddress: { limit: 3, windowSeconds: 60 * 60 },
  /** Texts to one number, whichever account asks (the shared budget counts per user and per IP). */
  smsSendPerPhone: SMS_SEND_RULES.perUser,
  loginTokenPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Refused social sign-ins recorded as events per IP (anyone can call the callback); past it they are logged only. */
  socialRefusalsRecordedPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

const check = (key: string, rule: RateRule): ThrottleCheck => ({ key, rule });

/** After the account's n-th failure (n at or past its limit), an unknown device waits 30 s, doubling, at most 15 minutes. */
export const loginSlowdownSeconds = (failures: number): number =>
  Math.min(30 * 2 ** Math.max(0, failures - RULES.loginFailuresPerAccount.limit), 15 * 60);

/** The gate an unknown device passes past the account's limit: one attempt per slowdown (its window is set by each failure). */
const SLOWDOWN_GATE: RateRule = { limit: 1, windowSeconds: 15 * 60 };

export const throttles = {
  login: (loginKey: string, ip: string) => [
    check(`login:acct:${loginKey}`, RULES.loginFailuresPerAccount),
    check(`login:ip:${ip}`, RULES.loginFailuresPerIp),
  ],
  /** Sign-in per account (ADR 0022): `device` is the known device's id, or null for any other. */
  signIn: (loginKey: string, ip: string, device: string | null) => ({
    account: check(`login:acct:${loginKey}`, RULES.loginFailuresPerAccount),
    ip: check(`login:ip:${ip}`, RULES.loginFailuresPerIp),
    device: device ? check(`login:device:${device}:${loginKey}`, RULES.loginFailuresPerKnownDevice) : null,
    slowdown: check(`login:slow:${loginKey}`, SLOWDOWN_GATE),
    alert: check(`login:alert:${loginKey}`, RULES.loginAlertsPerAccount),
  }),
  /** What a password reset clears: the account's failures and its slowdown. */
  signInCountersOf: (loginKey: string) => [`login:acct:${loginKey}`, `login:slow:${loginKey}`],
  register: (ip: string) => [check(`register:ip:${ip}`, RULES.registrationsPerIp)],
  recovery: (loginKey: string, ip: string) => [
    check(`recovery:acct:${loginKey}`, RULES.recoveryPerAccount),
    check(`recovery:ip:${ip}`, RULES.recoveryPerIp),
  ],
  resetPassword: (ip: string) => [check(`reset:ip:${ip}`, RULES.resetAttemptsPerIp)],
  /**
   * A code texted for `userId` from `ip` to the number whose keyed hash is `phoneKey`: the budget shared with every
   * other text the product sends (platform/mail/sms-throttle.ts), and the number's own, so that many accounts (new
   * sign-ups included) cannot flood one phone.
   */
  smsSend: (userId: string, ip: string, phoneKey: string) => [...smsSendThrottle(userId, ip), check(`sms-send:phone:${phoneKey}`, RULES.smsSendPerPhone)],
  smsVerify: (ip: string) => [check(`sms-verify:ip:${ip}`, RULES.smsVerifyPerIp)],
  activation: (ip: string) => [check(`activate:ip:${ip}`, RULES.activationPerIp)],
  verificationEmail: (userId: string) => [check(`verify-email:user:${userId}`, RULES.verificationEmailsPerUser)],
  /** An email change mails an activation link to the new address: the user's activation budget, and the address's. */
  emailChange: (userId: string, newLoginKey: string) => [
    check(`verify-email:user:${userId}`, RULES.verificationEmailsPerUser),
    check(`verify-email:address:${newLoginKey}`, RULES.activationEmailsPerAddress),
  ],
  loginToken: (ip: string) => [check(`login-token:ip:${ip}`, RULES.loginTokenPerIp)],
  socialRefusalRecorded: (ip: string) => check(`social-refusal:ip:${ip}`, RULES.socialRefusalsRecordedPerIp),
};
