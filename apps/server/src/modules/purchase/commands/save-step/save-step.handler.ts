import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { saveCompletedStepsRoute, RouteInput } from '@marketplace/contracts';
import {
  DEFAULT_RATE_PERCENT, localDate, normalizeApplicant, PurchaseErrors, type CreditApplicant, type CreditDecisionRef, type ExistingTransaction,
  type PaymentTermsChoice, type PersonalDetails, type TransactionCommand,
} from '@marketplace/domain';
import { refusedWhileImpersonating } from '../../../../platform/http/endpoint';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { KeyedHasher } from '../../../../platform/privacy/keys';
import type { RequestContext } from '../../../../platform/http/request-context';
import { CreditPublicApi } from '../../../credit/credit.public';
import { TradeInPublicApi } from '../../../trade-in/trade-in.public';
import { buyerOf } from '../../streams/buyer';
import { coApplicantAnswersOf, creditAnswersOf } from '../../adapters/credit-answers';
import { creditDecisionRef } from '../../adapters/credit-decision';
import { creditRate } from '../../adapters/deal-prices';
import { deterministicUuid } from '../../streams/deterministic-id';
import { inInput } from '../../streams/in-input';
import { PersonalFields } from '../../adapters/personal-fields';
import { BuyerSteps, type InputPlace } from '../../streams/buyer-steps';
import { SaveStepCommand } from './save-step.command';

type PaymentMethodStep = Extract<RouteInput<typeof saveCompletedStepsRoute>['body'], { step: 'payment-method' }>;

/** What credit says for a finance or lease step: the buyer's latest pre-qualification, or its decision on the applicant typed. */
interface StepCredit {
  readonly prequalification: CreditDecisionRef | null;
  readonly submitted: CreditDecisionRef | null;
}
const NO_CREDIT: StepCredit = { prequalification: null, submitted: null };
const PLACE: InputPlace = { prefix: 'body.data' };

/**
 * save-customer-completed-steps: personal details, trade-in or payment method (completed: false keeps a draft).
 * Credit is asked before the append-and-retry, once (issue 44 item 3): the step is checked first, then credit decides
 * the applicant (and co-applicant) through its public API under a key of this submission, then the loop appends,
 * re-reading on a conflict without asking credit again. A retried request with the same answers gets the same
 * decision back from credit, without a second bureau pull.
 */
@CommandHandler(SaveStepCommand)
export class SaveStepHandler implements ICommandHandler<SaveStepCommand> {
  constructor(
    private readonly steps: BuyerSteps,
    private readonly tradeIns: TradeInPublicApi,
    private readonly personal: PersonalFields,
    private readonly credit: CreditPublicApi,
    private readonly hasher: KeyedHasher,
  ) {}

  async execute({ body, ctx }: SaveStepCommand) {
    const credit = body.step === 'payment-method' ? await this.creditFor(body, ctx) : NO_CREDIT;
    let vehicleId: string | undefined;
    const saved = await this.steps.run(body.transactionId, ctx, async (s, vehicleHeld): Promise<TransactionCommand> => {
      vehicleId = s.vehicle.vehicleId;
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
        case 'payment-method':
          return this.paymentMethod(body, s, vehicleHeld, ctx, credit);
      }
    }, PLACE);
    crashPoint('step-save', `${vehicleId}/${body.step}`);
    return saved;
  }

  /** The payment-method command; the rate is credit's (ADR 0057): a typed ratePercent is not used. */
  private paymentMethod(body: PaymentMethodStep, s: ExistingTransaction, vehicleHeld: boolean, ctx: RequestContext, credit: StepCredit): TransactionCommand {
    const { method } = body.data;
    return {
      transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld,
      type: 'SavePaymentMethod', method, applicant: body.data.applicant as CreditApplicant | undefined, terms: this.termsOf(body, s, credit.prequalification),
      today: localDate(ctx.now, s.vehicle.dealer.province), prequalification: credit.prequalification, submitted: credit.submitted,
    };
  }

  private termsOf(body: PaymentMethodStep, s: ExistingTransaction, prequalification: CreditDecisionRef | null): PaymentTermsChoice {
    const { termMonths, frequency, downPayment, kilometresPerYear } = body.data;
    const ratePercent = creditRate(prequalification ?? s.creditDecision) ?? DEFAULT_RATE_PERCENT;
    return { termMonths, ratePercent, frequency, downPayment, ...(kilometresPerYear !== undefined ? { kilometresPerYear } : {}) };
  }

  /**
   * Finance and lease: without an applicant, the buyer's latest pre-qualification (one application model with
   * credit); with one, once the step is complete and checked, credit's decision on it (with its co-applicant).
   */
  private async creditFor(body: PaymentMethodStep, ctx: RequestContext): Promise<StepCredit> {
    if (body.data.method === 'cash') return NO_CREDIT;
    const applicant = body.data.applicant as CreditApplicant | undefined;
    if (!applicant) return { prequalification: creditDecisionRef(await this.credit.latestPrequalification(buyerOf(ctx), ctx.now)), submitted: null };
    // A credit applicant carries the buyer's SIN and consents to bureau pulls: the buyer's own, never an impersonator's.
    if (ctx.principal?.impersonatorId) throw refusedWhileImpersonating();
    if (!body.completed) return NO_CREDIT;
    // Checked as the append would decide it, before any bureau is asked: a refused step asks nothing.
    const s = await this.steps.check(body.transactionId, ctx, (state, held) => this.paymentMethod(body, state, held, ctx, NO_CREDIT), PLACE);
    return { prequalification: null, submitted: await inInput(() => this.submitToCredit(body, s, applicant, ctx), PLACE.prefix) };
  }

  /** Credit records the application (source 'purchase') with its sealed answers and decides; purchase keeps the decision only. */
  private async submitToCredit(body: PaymentMethodStep, s: ExistingTransaction, raw: CreditApplicant, ctx: RequestContext): Promise<CreditDecisionRef> {
    const today = localDate(ctx.now, s.vehicle.dealer.province);
    const applicant = normalizeApplicant(raw, today);
    const details = await this.personal.open<PersonalDetails>(s.userId, s.personalDetails);
    if (!details) throw PurchaseErrors.stepsIncomplete(['personal-details']);
    const answers = creditAnswersOf({ applicant, details, vehicle: s.vehicle, terms: this.termsOf(body, s, null), haveTradeIn: s.tradeIn?.skip === false, today });
    const coApplicant = applicant.coApplicant ? coApplicantAnswersOf(applicant.coApplicant, today) : null;
    // The submission's key: the same answers typed for this transaction on the same day are one application, decided
    // once (a keyed hash: the id says nothing of the answers to whoever sees it).
    const { method, termMonths, frequency, downPayment, kilometresPerYear } = body.data;
    const typed = { applicant, terms: { method, termMonths, frequency, downPayment, kilometresPerYear } };
    const digest = this.hasher.hash('purchase-credit-submission', JSON.stringify(typed));
    const applicationId = deterministicUuid(`credit-application:${s.transactionId}:${today}:${digest}`);
    return creditDecisionRef(await this.credit.submitForPurchase({ applicationId, answers, coApplicant }, ctx))!;
  }
}
