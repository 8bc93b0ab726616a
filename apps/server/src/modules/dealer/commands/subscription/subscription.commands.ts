import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideSubscription, SubscriptionErrors, subscriptionToCancel, type PaidPlanKey } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { systemContext, type RequestContext } from '../../../../platform/http/request-context';
import { PAYMENTS, type Payments, PaymentsIdempotencyConflict, type VerifiedEvent } from '../../../../platform/payments/payments.port';
import { written, type Written } from '../../../../platform/read-your-writes/write-position';
import { DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { CompanyScopes } from '../../shared/company-scope';
import { DealerErrors } from '../../shared/dealer.errors';
import { subscriptionFactOf } from './stripe-subscription-events';
import { SubscriptionStream } from './subscription-stream';

type Accepted = { Status: 1; companyId: number };

/** The company, if the caller may act for it (a dealer: their own; staff: any existing one); 404 otherwise. */
export async function ownedCompany(db: Kysely<any>, scopes: CompanyScopes, ctx: RequestContext, companyId: number) {
  await scopes.of(ctx, companyId);
  const company = await db.selectFrom('dealer.companies').select(['company_id', 'name']).where('company_id', '=', companyId).executeTakeFirst();
  if (!company) throw DealerErrors.companyNotFound();
  return company as { company_id: number; name: string };
}

export class SignContractCommand extends Command<Written<Accepted>> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}

/** The contract signature: the trial starts now (ADR 0032). */
@CommandHandler(SignContractCommand)
export class SignContractHandler implements ICommandHandler<SignContractCommand> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes, private readonly stream: SubscriptionStream) {}

  async execute({ companyId, ctx }: SignContractCommand) {
    await ownedCompany(this.db, this.scopes, ctx, companyId);
    const { position } = await this.stream.execute({ type: 'SignContract', data: { companyId, now: ctx.now.toISOString() } }, ctx);
    return written({ Status: 1 as const, companyId }, position);
  }
}

export class ChoosePlanCommand extends Command<Written<Accepted & { stripeSubscriptionId: string }>> {
  constructor(readonly companyId: number, readonly plan: PaidPlanKey, readonly paymentMethod: string, readonly ctx: RequestContext) {
    super();
  }
}

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
    const company = await ownedCompany(this.db, this.scopes, ctx, companyId);
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

export class CancelPlanCommand extends Command<Written<Accepted & { cancelsAt: string }>> {
  constructor(readonly companyId: number, readonly ctx: RequestContext) {
    super();
  }
}

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
    await ownedCompany(this.db, this.scopes, ctx, companyId);
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

export class ApplySubscriptionWebhookCommand extends Command<{ received: true; applied: boolean }> {
  constructor(readonly event: VerifiedEvent) {
    super();
  }
}

/** A verified Stripe event about a dealer plan: applied once per event id (the decider remembers them). */
@CommandHandler(ApplySubscriptionWebhookCommand)
export class ApplySubscriptionWebhookHandler implements ICommandHandler<ApplySubscriptionWebhookCommand> {
  constructor(private readonly stream: SubscriptionStream, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ event }: ApplySubscriptionWebhookCommand) {
    const fact = subscriptionFactOf(event);
    if (!fact) return { received: true as const, applied: false };
    const { events } = await this.stream.execute({
      type: 'ApplyStripeSubscriptionEvent',
      data: { ...fact, stripeEventId: event.id, at: new Date(event.created * 1000).toISOString() },
    }, systemContext(this.clock.now(), `stripe:${event.id}`));
    return { received: true as const, applied: events.length > 0 };
  }
}
