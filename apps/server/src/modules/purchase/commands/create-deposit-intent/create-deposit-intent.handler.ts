import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideTransaction, PurchaseErrors } from '@marketplace/domain';
import { PAYMENTS, type PaymentIntentView, type Payments, PaymentsUnavailable } from '../../../../platform/payments/payments.port';
import { written } from '../../../../platform/read-your-writes/write-position';
import { crashPoint } from '../../../../platform/faults/crash-point';
import { inInput } from '../../streams/in-input';
import { PurchaseSettings } from '../../purchase.settings';
import { retryOnConflict, TransactionStream } from '../../streams/transaction-stream';
import { heldBy, VehicleHoldStream } from '../../streams/vehicle-hold-stream';
import { AccessActivity } from '../../personal-data/access-activity';
import { CreateDepositIntentCommand } from './create-deposit-intent.command';

const INTENT_CONFLICT_RETRIES = 3;

/**
 * The $250 deposit: every rule is checked first (steps complete, email verified, vehicle held, not paid), then the
 * intent is created (or the open one reused) with an idempotency key, then DepositRequested is recorded.
 * The transaction's intent is replaced only when Stripe says it is cancelled or gone: one Stripe cannot be asked about
 * right now may be paid already, so the buyer is told to try again (503) rather than given a second intent.
 */
@CommandHandler(CreateDepositIntentCommand)
export class CreateDepositIntentHandler implements ICommandHandler<CreateDepositIntentCommand> {
  constructor(
    private readonly transactions: TransactionStream,
    private readonly holds: VehicleHoldStream,
    private readonly settings: PurchaseSettings,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly activity: AccessActivity,
  ) {}

  async execute({ transactionId, ctx }: CreateDepositIntentCommand) {
    const loaded = await this.transactions.owned(transactionId, ctx);
    const s = loaded.state;
    const command = {
      type: 'RequestDeposit' as const, transactionId, userId: s.userId, now: ctx.now.toISOString(), amount: this.settings.depositCents,
      vehicleHeld: heldBy(await this.holds.load(s.vehicle.vehicleId), s.userId, ctx.now),
      emailVerified: Boolean(ctx.principal?.emailVerified && ctx.principal.active),
    };
    await inInput(async () => decideTransaction({ ...command, paymentIntentId: s.deposit.paymentIntentId ?? 'pi_pending' }, s));
    let intent: PaymentIntentView | null = null;
    if (s.deposit.paymentIntentId) {
      const open = await this.payments.retrievePaymentIntent(s.deposit.paymentIntentId).catch(() => {
        throw PurchaseErrors.paymentsUnavailable();
      });
      if (open && open.status !== 'canceled') intent = open;
    }
    // Stripe unreachable: nothing is recorded, and the buyer is told to try again (503), in the step's own terms.
    intent ??= await this.payments.createPaymentIntent({
      amount: this.settings.depositCents,
      currency: 'cad',
      description: `Deposit ${s.vehicle.year} ${s.vehicle.make} ${s.vehicle.model}`,
      metadata: { transactionId, vehicleId: s.vehicle.vehicleId, userId: s.userId },
      // The amount is in the key: an attempt lost in a crash (Stripe answered, the append did not happen) is replayed by
      // its retry, but one made before the deposit amount changed would make Stripe refuse the key (idempotency_error).
      idempotencyKey: `deposit-intent-${transactionId}-${s.deposit.paymentIntentId ?? 'first'}-${this.settings.depositCents}`,
    }).catch((error: unknown) => {
      throw error instanceof PaymentsUnavailable ? PurchaseErrors.paymentsUnavailable() : error;
    });
    crashPoint('payment-intent', s.vehicle.vehicleId);
    const paymentIntentId = intent.id;
    // Stripe's payment_intent.created webhook may record the same DepositRequested while we wait for Stripe: on a
    // conflict, decide again on the stream as it is (the decider records nothing twice).
    let stream = loaded;
    const outcome = await inInput(() => retryOnConflict(INTENT_CONFLICT_RETRIES, async () => {
      try {
        return await this.transactions.record(stream, { ...command, paymentIntentId }, ctx, { subjectId: s.userId });
      } catch (error) {
        stream = await this.transactions.owned(transactionId, ctx);
        throw error;
      }
    }));
    // The buyer pays from here (the card is confirmed with Stripe by this browser): whoever recorded DepositRequested
    // first, this request or Stripe's webhook, the deposit's address is this request's (ADR 0087).
    await this.activity.record('deposit', { userId: s.userId, vehicleId: s.vehicle.vehicleId, transactionId, ref: paymentIntentId }, ctx);
    return written({
      Status: 1 as const, paymentIntentId, clientSecret: intent.clientSecret ?? '', amount: intent.amount, currency: 'cad' as const,
      publishableKey: this.payments.publishableKey, mode: this.payments.mode === 'stripe' ? 'stripe' as const : 'test' as const,
    }, outcome.position);
  }
}
