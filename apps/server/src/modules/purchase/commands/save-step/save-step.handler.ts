import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DEFAULT_RATE_PERCENT, localDate, normalizeApplicant, PurchaseErrors, type CreditApplicant, type CreditDecisionRef, type ExistingTransaction, type PaymentTermsChoice,
  type PersonalDetails, type TransactionCommand,
} from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import type { RequestContext } from '../../../../platform/http/request-context';
import type { EventStore } from '../../../../platform/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../../../platform/tokens';
import { submitApplicationFor } from '../../../credit/credit.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { creditAnswersOf } from '../../shared/credit-answers';
import { creditDecisionOf, withTerms } from '../../shared/credit-decision';
import { creditRate } from '../../shared/deal-prices';
import { PersonalFields } from '../../shared/personal-fields';
import { BuyerSteps } from '../buyer-steps';
import { SaveStepCommand } from './save-step.command';

/** save-customer-completed-steps: personal details, trade-in or payment method (completed: false keeps a draft). */
@CommandHandler(SaveStepCommand)
export class SaveStepHandler implements ICommandHandler<SaveStepCommand> {
  constructor(
    private readonly steps: BuyerSteps,
    private readonly tradeIns: TradeInPublicApi,
    private readonly personal: PersonalFields,
    private readonly commandBus: CommandBus,
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute({ body, ctx }: SaveStepCommand) {
    // Submitted to credit at most once, even when a concurrent write makes the step run again.
    let submitted: Promise<CreditDecisionRef> | undefined;
    return this.steps.run(body.transactionId, ctx, async (s, vehicleHeld): Promise<TransactionCommand> => {
      const base = { transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld };
      switch (body.step) {
        case 'personal-details':
          return { ...base, type: 'SavePersonalDetails', details: body.data as PersonalDetails };
        case 'trade-in': {
          const t = body.data;
          if (t.skip) return { ...base, type: 'SaveTradeIn', tradeIn: { skip: true } };
          // The value is the trade-in context's (its stream, at the request's instant), never the client's.
          const appraisal = await this.tradeIns.appraisalForPurchase(t.tradeInId, s.userId, ctx.now, body.transactionId);
          return { ...base, type: 'SaveTradeIn', tradeIn: { skip: false, tradeInId: t.tradeInId, balanceDue: t.balanceDue, include: t.include }, appraisal };
        }
        case 'payment-method': {
          // The rate is credit's (ADR 0057): a typed ratePercent is not used; the pre-qualified one is recorded with the terms.
          const { method, termMonths, frequency, downPayment, kilometresPerYear } = body.data;
          const applicant = body.data.applicant as CreditApplicant | undefined;
          // A credit applicant carries the buyer's SIN and consent to a bureau pull: the buyer's own, never an impersonator's.
          if (applicant && ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
          const today = localDate(ctx.now, s.vehicle.dealer.province);
          const credit = method !== 'cash';
          // Without an applicant, finance and lease use the buyer's recent pre-qualification (one application model with credit).
          const prequalification = credit && !applicant ? await creditDecisionOf(this.db, this.store, s.userId, ctx.now) : null;
          const ratePercent = creditRate(prequalification ?? s.creditDecision) ?? DEFAULT_RATE_PERCENT;
          const terms = { termMonths, ratePercent, frequency, downPayment, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) };
          if (credit && applicant && body.completed) submitted ??= this.submitToCredit(s, applicant, terms, today, ctx);
          return {
            ...base, type: 'SavePaymentMethod', method, applicant, terms, today, prequalification, submitted: submitted ? await submitted : null,
          };
        }
      }
    }, { prefix: 'body.data' });
  }

  /** Credit records the application (source 'purchase') with its sealed answers and decides; purchase keeps the decision only. */
  private async submitToCredit(
    s: ExistingTransaction, raw: CreditApplicant, terms: PaymentTermsChoice, today: string, ctx: RequestContext,
  ): Promise<CreditDecisionRef> {
    const applicant = normalizeApplicant(raw, today);
    const details = await this.personal.open<PersonalDetails>(s.userId, s.personalDetails);
    if (!details) throw PurchaseErrors.stepsIncomplete(['personal-details']);
    const answers = creditAnswersOf({ applicant, details, vehicle: s.vehicle, terms, haveTradeIn: s.tradeIn?.skip === false, today });
    const { applicationId, decision } = await submitApplicationFor(this.commandBus, answers, ctx);
    if (!decision) return { applicationId, outcome: 'in_review', band: null, decidedAt: ctx.now.toISOString() };
    const given = decision.outcome === 'congratulations' ? { ratePercent: decision.indicativeRate, maxAmount: decision.approvedAmount?.max ?? null } : null;
    return withTerms({ applicationId, outcome: decision.outcome, band: decision.band, decidedAt: decision.decidedAt }, given);
  }
}
