import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreditApplicant, PersonalDetails, TransactionCommand } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DB } from '../../../../platform/tokens';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { creditDecisionOf } from '../../shared/credit-decision';
import { localDate } from '../../shared/local-date';
import { BuyerSteps } from '../buyer-steps';
import { SaveStepCommand } from './save-step.command';

/** save-customer-completed-steps: personal details, trade-in or payment method (completed: false keeps a draft). */
@CommandHandler(SaveStepCommand)
export class SaveStepHandler implements ICommandHandler<SaveStepCommand> {
  constructor(private readonly steps: BuyerSteps, private readonly tradeIns: TradeInPublicApi, @Inject(DB) private readonly db: Kysely<any>) {}

  execute({ body, ctx }: SaveStepCommand) {
    return this.steps.run(body.transactionId, ctx, async (s, vehicleHeld): Promise<TransactionCommand> => {
      const base = { transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld };
      switch (body.step) {
        case 'personal-details':
          return { ...base, type: 'SavePersonalDetails', details: body.data as PersonalDetails };
        case 'trade-in': {
          const t = body.data;
          if (t.skip) return { ...base, type: 'SaveTradeIn', tradeIn: { skip: true } };
          // The value is the trade-in context's (its stream, at the request's instant), never the client's.
          const appraisal = await this.tradeIns.appraisalForPurchase(t.tradeInId, s.userId, ctx.now);
          return { ...base, type: 'SaveTradeIn', tradeIn: { skip: false, tradeInId: t.tradeInId, balanceDue: t.balanceDue, include: t.include }, appraisal };
        }
        case 'payment-method': {
          const { method, applicant, termMonths, ratePercent, frequency, downPayment, kilometresPerYear } = body.data;
          // Without an applicant, finance and lease use the buyer's recent pre-qualification (one application model with credit).
          const prequalification = method !== 'cash' && !applicant ? await creditDecisionOf(this.db, s.userId, ctx.now) : null;
          return {
            ...base, type: 'SavePaymentMethod', method, applicant: applicant as CreditApplicant | undefined,
            terms: { termMonths, ratePercent, frequency, downPayment, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) },
            creditApplicationId: randomUUID(), today: localDate(ctx.now, s.vehicle.dealer.province), prequalification,
          };
        }
      }
    }, { prefix: 'body.data' });
  }
}
