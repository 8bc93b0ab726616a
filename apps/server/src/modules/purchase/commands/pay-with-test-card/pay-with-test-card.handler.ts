import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, PurchaseErrors } from '@marketplace/domain';
import { PAYMENTS, type Payments, PaymentsUnavailable } from '../../../../platform/payments/payments.port';
import { written } from '../../../../platform/read-your-writes/write-position';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { TransactionStream } from '../../streams/transaction-stream';
import { AccessActivity } from '../../personal-data/access-activity';
import { PayWithTestCardCommand } from './pay-with-test-card.command';

/** Test mode: pays the intent with a test card through the Stripe stand-in (its webhook then records the payment). */
@CommandHandler(PayWithTestCardCommand)
export class PayWithTestCardHandler implements ICommandHandler<PayWithTestCardCommand> {
  constructor(private readonly transactions: TransactionStream, @Inject(PAYMENTS) private readonly payments: Payments, private readonly activity: AccessActivity) {}

  async execute({ body, ctx }: PayWithTestCardCommand) {
    if (this.payments.mode !== 'local' || !this.payments.confirmWithTestCard) {
      throw new DomainError('payments.test_mode_only', 'not_found', 'Test cards work only without a Stripe key', 'body.cardNumber');
    }
    const { state } = await this.transactions.owned(body.transactionId, ctx);
    if (state.deposit.paymentIntentId !== body.paymentIntentId) {
      throw new DomainError('payments.unknown_payment_intent', 'not_found', 'Not this transaction\'s deposit', 'body.paymentIntentId');
    }
    const intent = await this.payments.confirmWithTestCard(body.paymentIntentId, body.cardNumber, `test-card-${body.paymentIntentId}-${ctx.correlationId}`)
      .catch((error: unknown) => {
        throw error instanceof PaymentsUnavailable ? PurchaseErrors.paymentsUnavailable() : error;
      });
    crashPoint('card-confirmation');
    // Test mode: the card is confirmed by this request, the deposit's address is its own (ADR 0087).
    await this.activity.record('deposit', { userId: state.userId, vehicleId: state.vehicle.vehicleId, transactionId: body.transactionId, ref: body.paymentIntentId }, ctx);
    // Nothing is appended here: the webhook records the payment, on its own request.
    return written({ Status: 1 as const, status: intent.status, declineCode: intent.status === 'succeeded' ? null : (intent.lastPaymentError ?? 'card_declined') }, null);
  }
}
