import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreditApplicant, PersonalDetails, TradeInChoice, TransactionCommand } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { localDate } from '../../shared/local-date';
import { BuyerSteps } from '../buyer-steps';
import { SaveStepCommand } from './save-step.command';

/** save-customer-completed-steps: personal details, trade-in or payment method (completed: false keeps a draft). */
@CommandHandler(SaveStepCommand)
export class SaveStepHandler implements ICommandHandler<SaveStepCommand> {
  constructor(private readonly steps: BuyerSteps) {}

  execute({ body, ctx }: SaveStepCommand) {
    return this.steps.run(body.transactionId, ctx, (s, vehicleHeld): TransactionCommand => {
      const base = { transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld };
      switch (body.step) {
        case 'personal-details':
          return { ...base, type: 'SavePersonalDetails', details: body.data as PersonalDetails };
        case 'trade-in':
          return { ...base, type: 'SaveTradeIn', tradeIn: body.data as TradeInChoice };
        case 'payment-method': {
          const { method, applicant, termMonths, ratePercent, frequency, downPayment, kilometresPerYear } = body.data;
          return {
            ...base, type: 'SavePaymentMethod', method, applicant: applicant as CreditApplicant | undefined,
            terms: { termMonths, ratePercent, frequency, downPayment, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) },
            creditApplicationId: randomUUID(), today: localDate(ctx.now, s.vehicle.dealer.province),
          };
        }
      }
    }, { prefix: 'body.data' });
  }
}
