import type { BureauFactor, BureauIdentity, BureauReport } from '@marketplace/domain';
import { z } from 'zod';
import type { CreditBureau } from './credit-bureau.port';
import { HttpBureauClient, type HttpBureauSettings } from './http-bureau-client';

/** Equifax reason codes → the factors the result page explains (others are not shown). */
const EQUIFAX_REASONS: Readonly<Record<string, BureauFactor['code']>> = {
  PAYMENT_HISTORY: 'payment_history', DELINQUENCY: 'payment_history',
  UTILIZATION: 'utilization', BALANCES: 'utilization',
  FILE_AGE: 'history_length', INQUIRIES: 'recent_inquiries', TRADE_MIX: 'credit_mix',
};

/** The answer of `POST /v1/consumer-credit/soft-inquiries` (ADR 0017). Money in dollars, as Equifax reports it. */
export const EquifaxSoftInquiryAnswer = z.object({
  status: z.literal('COMPLETED'),
  consumer: z.object({
    hitCode: z.enum(['HIT', 'NO_HIT']),
    creditScore: z.object({
      modelId: z.string(),
      score: z.number().int().min(300).max(900),
      reasons: z.array(z.object({ code: z.string(), impact: z.enum(['POSITIVE', 'NEGATIVE']) })),
    }).nullable(),
    totalMonthlyPayments: z.number().min(0),
  }),
});

/** Equifax Canada's consumer soft inquiry: a prequalification pull leaves no hard inquiry on the file. */
export class EquifaxCreditBureau implements CreditBureau {
  readonly name = 'equifax';
  /** Equifax Canada processes the file in Ontario: outside Quebec (Law 25, s.17). */
  readonly transfersOutsideQuebec = true;
  private readonly client: HttpBureauClient;

  constructor(settings: HttpBureauSettings) {
    this.client = new HttpBureauClient(this.name, settings, 'v2/oauth/token', 'https://api.equifax.ca/consumer-credit/soft-inquiry');
  }

  async softPull(identity: BureauIdentity): Promise<BureauReport> {
    const answer = await this.client.post('v1/consumer-credit/soft-inquiries', {
      inquiryType: 'SOFT',
      permissiblePurpose: 'PREQUALIFICATION',
      country: 'CA',
      consumer: {
        name: { firstName: identity.firstName, lastName: identity.lastName },
        dateOfBirth: identity.dateOfBirth,
        address: { postalCode: identity.postalCode.replace(/\s/g, '').toUpperCase() },
      },
    }, EquifaxSoftInquiryAnswer);
    const file = answer.consumer;
    const score = file.hitCode === 'HIT' && file.creditScore ? file.creditScore : null;
    return {
      score: score?.score ?? null,
      factors: factorsOf(score?.reasons ?? [], (r) => EQUIFAX_REASONS[r.code], (r) => r.impact === 'POSITIVE'),
      monthlyDebtPayments: Math.round(file.totalMonthlyPayments * 100),
      bureau: this.name,
    };
  }
}

/** The bureau's reasons as our factors: known codes only, each code once (its first, most important, reason). */
export function factorsOf<R>(reasons: readonly R[], codeOf: (r: R) => string | undefined, positive: (r: R) => boolean): BureauFactor[] {
  const factors: BureauFactor[] = [];
  for (const r of reasons) {
    const code = codeOf(r);
    if (code && !factors.some((f) => f.code === code)) factors.push({ code, impact: positive(r) ? 'positive' : 'negative' });
  }
  return factors;
}
