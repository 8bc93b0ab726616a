import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PurchaseErrors, type ExistingTransaction } from '@marketplace/domain';
import { crashPoint } from '../../../../platform/faults/crash-point';
import type { RequestContext } from '../../../../platform/http/request-context';
import {
  PAYMENTS, PaymentIntentNotConfirmable, type PaymentIntentView, type Payments, PaymentsUnavailable,
} from '../../../../platform/payments/payments.port';
import { written } from '../../../../platform/read-your-writes/write-position';
import { AccessActivity } from '../../personal-data/access-activity';
import { deterministicUuid } from '../../streams/deterministic-id';
import { type LoadedTransaction, retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { PayWithTestCardCommand } from './pay-with-test-card.command';

/** The deposit's webhook may be recorded while this settles: enough re-reads for it. */
const SETTLE_RETRIES = 3;

/** What the buyer is told: the intent's status, and the decline code after a decline. */
const answer = (status: string, declineCode: string | null = null) => ({ Status: 1 as const, status, declineCode });

const unavailable = (error: unknown) => {
  throw error instanceof PaymentsUnavailable ? PurchaseErrors.paymentsUnavailable() : error;
};

/**
 * Test mode: pays the intent with a test card through the Stripe stand-in; its webhook then records the payment.
 * The card sent again for an intent Stripe already took (the page reloaded after a crash, before the webhook was
 * recorded) is not an error: the handler asks Stripe for the intent and settles from what it says (ADR 0088), so the
 * buyer sees the deposit paid, or being confirmed, and never Stripe's own error.
 */
@CommandHandler(PayWithTestCardCommand)
export class PayWithTestCardHandler implements ICommandHandler<PayWithTestCardCommand> {
  constructor(private readonly transactions: TransactionStream, @Inject(PAYMENTS) private readonly payments: Payments, private readonly activity: AccessActivity) {}

  async execute({ body, ctx }: PayWithTestCardCommand) {
    if (this.payments.mode !== 'local' || !this.payments.confirmWithTestCard) {
      throw new DomainError('payments.test_mode_only', 'not_found', 'Test cards work only without a Stripe key', 'body.cardNumber');
    }
    const loaded = await this.transactions.owned(body.transactionId, ctx);
    const deposit = loaded.state.deposit;
    if (deposit.paymentIntentId !== body.paymentIntentId) {
      throw new DomainError('payments.unknown_payment_intent', 'not_found', 'Not this transaction\'s deposit', 'body.paymentIntentId');
    }
    if (deposit.refundRequested || deposit.refunded) throw PurchaseErrors.depositRefunded();
    // Recorded as paid already (the page had not shown it yet): nothing to confirm, nothing charged again.
    if (deposit.paid) {
      // A card sent again after its answer was lost (ADR 0085): the same moment for a kill, paid and not answered.
      crashPoint('card-confirmation', loaded.state.vehicle.vehicleId);
      return written(answer('succeeded'), null);
    }
    let intent: PaymentIntentView;
    try {
      intent = await this.payments.confirmWithTestCard(body.paymentIntentId, body.cardNumber, `test-card-${body.paymentIntentId}-${ctx.correlationId}`);
    } catch (error) {
      if (error instanceof PaymentIntentNotConfirmable) return this.settle(loaded, ctx);
      return unavailable(error);
    }
    crashPoint('card-confirmation', loaded.state.vehicle.vehicleId);
    // Test mode: the card is confirmed by this request, the deposit's address is its own (ADR 0087).
    await this.activity.record('deposit', { userId: loaded.state.userId, vehicleId: loaded.state.vehicle.vehicleId, transactionId: body.transactionId, ref: body.paymentIntentId }, ctx);
    // Nothing is appended here: the webhook records the payment, on its own request.
    return written(answer(intent.status, intent.status === 'succeeded' ? null : (intent.lastPaymentError ?? 'card_declined')), null);
  }

  /**
   * Stripe would not confirm the intent in its state: read that state. Paid: the deposit is recorded from the intent
   * (RecordPaidIntent, deterministic event ids; the webhook, whenever it comes, finds it paid). Processing or
   * authorised: the bank is confirming it, its webhook will say. Cancelled: the deposit step starts a new intent.
   */
  private async settle(loaded: LoadedTransaction<ExistingTransaction>, ctx: RequestContext) {
    const { transactionId, deposit } = loaded.state;
    const paymentIntentId = deposit.paymentIntentId!;
    const intent = await this.payments.retrievePaymentIntent(paymentIntentId).catch(unavailable);
    if (!intent || intent.status === 'canceled') throw PurchaseErrors.depositPaymentCancelled();
    if (intent.status !== 'succeeded') return written(answer(intent.status), null);
    const card = await this.payments.paidCard(paymentIntentId).catch(() => null);
    let stream: LoadedTransaction = loaded;
    const outcome = await retryOnConflict(SETTLE_RETRIES, async () => {
      try {
        return await this.transactions.record(stream, {
          type: 'RecordPaidIntent', transactionId, now: ctx.now.toISOString(), paymentIntentId, amount: intent.amount, ...(card ? { card } : {}),
        }, ctx, { subjectId: loaded.state.userId, eventIds: (i) => deterministicUuid(`paid-intent:${paymentIntentId}:${i}`) });
      } catch (error) {
        stream = await this.transactions.load(transactionId);
        throw error;
      }
    });
    crashPoint('card-confirmation', loaded.state.vehicle.vehicleId);
    return written(answer('succeeded'), outcome.position);
  }
}
