import type { RateRule, ThrottleCheck } from '../../../platform/rate-limit/rate-limiter';

/**
 * Throttling rules (issue #3). Per account well under 100 failures an hour: 10 failed logins per 15 minutes lock the
 * account's login for the rest of the window (at most 40 guesses an hour), whatever the IP. Keys hold keyed hashes
 * or ids, never an email in clear.
 */
export const RULES = {
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  registrationsPerIp: { limit: 50, windowSeconds: 60 * 60 },
  recoveryPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  recoveryPerIp: { limit: 10, windowSeconds: 15 * 60 },
  resetAttemptsPerIp: { limit: 20, windowSeconds: 15 * 60 },
  smsSendsPerUser: { limit: 3, windowSeconds: 10 * 60 },
  smsSendsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  smsVerifyPerIp: { limit: 20, windowSeconds: 10 * 60 },
  activationPerIp: { limit: 20, windowSeconds: 15 * 60 },
  verificationEmailsPerUser: { limit: 3, windowSeconds: 15 * 60 },
  loginTokenPerIp: { limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

const check = (key: string, rule: RateRule): ThrottleCheck => ({ key, rule });

export const throttles = {
  login: (loginKey: string, ip: string) => [
    check(`login:acct:${loginKey}`, RULES.loginFailuresPerAccount),
    check(`login:ip:${ip}`, RULES.loginFailuresPerIp),
  ],
  register: (ip: string) => [check(`register:ip:${ip}`, RULES.registrationsPerIp)],
  recovery: (loginKey: string, ip: string) => [
    check(`recovery:acct:${loginKey}`, RULES.recoveryPerAccount),
    check(`recovery:ip:${ip}`, RULES.recoveryPerIp),
  ],
  resetPassword: (ip: string) => [check(`reset:ip:${ip}`, RULES.resetAttemptsPerIp)],
  smsSend: (userId: string, ip: string) => [check(`sms-send:user:${userId}`, RULES.smsSendsPerUser), check(`sms-send:ip:${ip}`, RULES.smsSendsPerIp)],
  smsVerify: (ip: string) => [check(`sms-verify:ip:${ip}`, RULES.smsVerifyPerIp)],
  activation: (ip: string) => [check(`activate:ip:${ip}`, RULES.activationPerIp)],
  verificationEmail: (userId: string) => [check(`verify-email:user:${userId}`, RULES.verificationEmailsPerUser)],
  loginToken: (ip: string) => [check(`login-token:ip:${ip}`, RULES.loginTokenPerIp)],
};
