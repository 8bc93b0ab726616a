import type { BureauFactor, BureauIdentity, BureauReport } from '@marketplace/domain';
import { z } from 'zod';
import type { CreditBureau } from './credit-bureau.port';
import { factorsOf } from './equifax-bureau';
import { HttpBureauClient, type HttpBureauSettings } from './http-bureau-client';

/** TransUnion factor codes → the factors the result page explains (others are not shown). */
const TRANSUNION_FACTORS: Readonly<Record<string, BureauFactor['code']>> = {
  '01': 'utilization', '02': 'payment_history', '03': 'history_length', '04': 'recent_inquiries', '05': 'credit_mix', '10': 'payment_history',
};

/** The answer of `POST /credit-report/v1/soft-pull` (ADR 0017). Numbers travel as strings, money in dollars. */
export const TransUnionSoftPullAnswer = z.object({
  fileHitIndicator: z.enum(['REGULAR_HIT', 'NO_HIT', 'REGULAR_NO_HIT']),
  scoreModels: z.array(z.object({
    modelId: z.string(),
    score: z.string().regex(/^\d{3}$/).transform(Number).pipe(z.number().min(300).max(900)),
    factors: z.array(z.object({ rank: z.number().int(), code: z.string(), direction: z.enum(['+', '-']) })),
  })),
  tradeSummary: z.object({ totalMonthlyPayment: z.string().regex(/^\d+(\.\d{1,2})?$/) }),
});

/** TransUnion Canada's consumer soft pull (prequalification: no hard inquiry on the file). */
export class TransUnionCreditBureau implements CreditBureau {
  readonly name = 'transunion';
  /** TransUnion Canada processes the file in Ontario: outside Quebec (Law 25, s.17). */
  readonly transfersOutsideQuebec = true;
  private readonly client: HttpBureauClient;

  constructor(settings: HttpBureauSettings) {
    this.client = new HttpBureauClient(this.name, settings, 'oauth2/token', 'soft-pull');
  }

  async softPull(identity: BureauIdentity): Promise<BureauReport> {
    const answer = await this.client.post('credit-report/v1/soft-pull', {
      subject: {
        name: { first: identity.firstName, last: identity.lastName },
        dateOfBirth: identity.dateOfBirth,
        address: { postalCode: identity.postalCode.replace(/\s/g, '').toUpperCase(), country: 'CA' },
      },
      permissiblePurpose: 'PREQUALIFICATION',
      inquiryType: 'SOFT',
    }, TransUnionSoftPullAnswer);
    const model = answer.fileHitIndicator === 'REGULAR_HIT' ? answer.scoreModels[0] : undefined;
    const ranked = [...(model?.factors ?? [])].sort((a, b) => a.rank - b.rank);
    return {
      score: model?.score ?? null,
      factors: factorsOf(ranked, (f) => TRANSUNION_FACTORS[f.code], (f) => f.direction === '+'),
      monthlyDebtPayments: Math.round(Number(answer.tradeSummary.totalMonthlyPayment) * 100),
      bureau: this.name,
    };
  }
}
