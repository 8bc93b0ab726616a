import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { subscriptionToCancel } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { written } from '../../../../platform/read-your-writes/write-position';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes, ownedCompany } from '../../adapters/company-scope';
import { SubscriptionStream } from '../../streams/subscription-stream';
import { CancelPlanCommand } from './cancel-plan.command';

/**
 * Cancels the company's paid plan at the end of the period already paid (ADR 0032): checked first (a paid plan, not
 * cancelling already: else 409 before Stripe is called), then Stripe's `cancel_at_period_end`, then the request is
 * recorded with who asked and when it ends. The idempotency key is the subscription: a retry after a crash between
 * Stripe's answer and the append replays Stripe's answer and records it once. The plan ends with Stripe's
 * `customer.subscription.deleted` webhook.
 */
@CommandHandler(CancelPlanCommand)
export class CancelPlanHandler implements ICommandHandler<CancelPlanCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    private readonly stream: SubscriptionStream,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  async execute({ companyId, ctx }: CancelPlanCommand) {
    await ownedCompany(this.scopes, ctx, companyId);
    const { state } = await this.stream.load(companyId);
    const stripeSubscriptionId = subscriptionToCancel(state);
    const cancelled = await this.payments.cancelSubscriptionAtPeriodEnd({ subscriptionId: stripeSubscriptionId, idempotencyKey: `company-${companyId}:cancel:${stripeSubscriptionId}` });
    const cancelsAt = cancelled.cancelAt ?? (state.kind === 'signed' ? state.periodEnd : null) ?? ctx.now.toISOString();
    const { position } = await this.stream.execute({
      type: 'RequestPlanCancellation',
      data: { companyId, stripeSubscriptionId, cancelsAt, requestedBy: ctx.principal?.userId ?? null, now: ctx.now.toISOString() },
    }, ctx);
    return written({ Status: 1 as const, companyId, cancelsAt }, position);
  }
}
