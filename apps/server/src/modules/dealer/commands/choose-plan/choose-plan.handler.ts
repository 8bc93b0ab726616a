import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSubscription, SubscriptionErrors } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { PAYMENTS, type Payments, PaymentsIdempotencyConflict } from '../../../../platform/payments/payments.port';
import { written } from '../../../../platform/read-your-writes/write-position';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { CompanyScopes, ownedCompany } from '../../adapters/company-scope';
import { SubscriptionStream } from '../../streams/subscription-stream';
import { ChoosePlanCommand } from './choose-plan.command';

/**
 * A paid plan: a Stripe customer and subscription (the price by lookup key `plan-<key>-monthly`), recorded on the
 * stream; Stripe's webhooks then activate it. One live subscription per company (ADR 0032, amendment): refused beside
 * a paid or pending plan before Stripe is called. The idempotency key is the company and the stream version read, not
 * the plan: two requests deciding on the same version (a double click, two tabs) get one subscription, and the
 * stream's append at that version records it once. The same request again gets Stripe's replayed answer; another one
 * (another plan or card) is refused by Stripe (`idempotency_error`, the port's PaymentsIdempotencyConflict): 409
 * `dealer.plan_change_pending`, the first request's plan is the one pending.
 */
@CommandHandler(ChoosePlanCommand)
export class ChoosePlanHandler implements ICommandHandler<ChoosePlanCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly scopes: CompanyScopes,
    private readonly stream: SubscriptionStream,
    @Inject(PAYMENTS) private readonly payments: Payments,
  ) {}

  async execute({ companyId, plan, paymentMethod, ctx }: ChoosePlanCommand) {
    const company = await ownedCompany(this.scopes, ctx, companyId);
    const { state, version } = await this.stream.load(companyId);
    // Decided before calling Stripe: no contract, this plan already active, or another plan live, is refused without a subscription.
    decideSubscription({ type: 'RequestPaidPlan', data: { companyId, plan, stripeCustomerId: '', stripeSubscriptionId: '', now: ctx.now.toISOString() } }, state);
    const contact = await userContact(this.db, ctx.principal!.userId);
    const sub = await this.payments.createSubscription({
      email: contact?.email ?? `company-${companyId}@invalid`, name: company.name, priceLookupKey: `plan-${plan}-monthly`, paymentMethod,
      metadata: { companyId: String(companyId), plan }, idempotencyKey: `company-${companyId}:plan-request:v${version}`,
    }).catch((error: unknown) => {
      // Another tab asked at the same version with other parameters (plan, card, user): Stripe refuses the key.
      if (error instanceof PaymentsIdempotencyConflict) throw SubscriptionErrors.planChangePending();
      throw error;
    });
    // A replayed answer that is not ours (kept as a second guard): another request's plan is pending.
    if (sub.metadata.plan !== plan) throw SubscriptionErrors.planChangePending();
    const { position } = await this.stream.execute({
      type: 'RequestPaidPlan',
      data: { companyId, plan, stripeCustomerId: sub.customerId, stripeSubscriptionId: sub.id, stripeStatus: sub.status, now: ctx.now.toISOString() },
    }, ctx);
    return written({ Status: 1 as const, companyId, stripeSubscriptionId: sub.id }, position);
  }
}
