import type { BureauFactor, BureauIdentity, BureauReport } from '@marketplace/domain';
import { createHash } from 'node:crypto';
import type { CreditBureau } from './credit-bureau.port';

const FACTOR_CODES = ['payment_history', 'utilization', 'history_length', 'recent_inquiries', 'credit_mix'] as const;

/** The identity as a bureau matches it: case, accents and spacing do not make another person. */
export function identityKey(identity: BureauIdentity): string {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return [plain(identity.firstName), plain(identity.lastName), identity.dateOfBirth, identity.postalCode.replace(/\s/g, '').toUpperCase()].join('|');
}

/**
 * What a factor did to a score, as a bureau would report it: consistent with the score's band (issue 42 item 7: "543
 * (Poor)" beside "payments made on time" said two things). A poor score (below 560, Equifax's band) has only factors
 * that pulled it down, a very good or excellent one (725 and up) only factors that held it up; in between, the payment
 * history follows whether the score is good (660 and up) and the other factors may go either way.
 */
export function impactFor(code: (typeof FACTOR_CODES)[number], score: number, noise: number): BureauFactor['impact'] {
  if (score < 560) return 'negative';
  if (score >= 725) return 'positive';
  if (code === 'payment_history') return score >= 660 ? 'positive' : 'negative';
  return noise % 2 === 0 ? 'positive' : 'negative';
}

/**
 * The built-in bureau: deterministic, offline, instant. The same identity always gets the same report: a score from
 * 300 to 900 spread like Canadian scores (most between 600 and 800), the factors a bureau reports, and monthly debt
 * payments. Nothing leaves the process.
 */
export class SimulatedCreditBureau implements CreditBureau {
  readonly name = 'simulated';
  readonly transfersOutsideQuebec = false;

  async softPull(identity: BureauIdentity): Promise<BureauReport> {
    const digest = createHash('sha256').update(identityKey(identity)).digest();
    // Two uniforms → one normal (Box–Muller): mean 700, deviation 80, clamped to the bureau's range.
    const u1 = (digest.readUInt32BE(0) + 1) / 2 ** 32;
    const u2 = digest.readUInt32BE(4) / 2 ** 32;
    const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    const score = Math.min(900, Math.max(300, Math.round(700 + 80 * normal)));
    const factors: BureauFactor[] = FACTOR_CODES.filter((_, i) => digest[8 + i] % 2 === 0 || i === 0).slice(0, 3).map((code, i) => ({
      code, impact: impactFor(code, score, digest[13 + i]),
    }));
    // $0–$600 a month of existing debt payments, in cents.
    const monthlyDebtPayments = Math.round((digest.readUInt16BE(16) / 65_535) * 600) * 100;
    return { score, factors, monthlyDebtPayments, bureau: this.name };
  }
}
