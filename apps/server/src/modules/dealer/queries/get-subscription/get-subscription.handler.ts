import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Subscription } from '@marketplace/contracts';
import { PLANS, TRIAL_LEAD_LIMIT } from '@marketplace/domain';
import { type Kysely, sql } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { DB } from '../../../../platform/tokens';
import { CompanyScopes, ownedCompany } from '../../adapters/company-scope';
import { notHeld } from '../get-leads/trial-limit';
import { GetSubscriptionQuery } from './get-subscription.query';
import { subscriptionsModel } from './subscriptions.projection';

/**
 * The subscription page: plan, status, the trial's dates and leads counted, and the leads held now. A trial whose 30
 * days are over reads `trial_ended` (no event marks the end: it is a date, read against the business clock).
 */
@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(@Inject(DB) private readonly db: Kysely<any>, private readonly scopes: CompanyScopes, @Inject(CLOCK) private readonly clock: Clock) {}

  async execute({ companyId, ctx }: GetSubscriptionQuery): Promise<Subscription> {
    await ownedCompany(this.scopes, ctx, companyId);
    const plans = PLANS.map((p) => ({ key: p.key, monthlyPrice: p.monthlyPrice }));
    const row = await this.db.selectFrom('dealer.subscriptions').selectAll().where('company_id', '=', companyId).executeTakeFirst();
    if (!row) {
      return {
        companyId, status: 'unsigned', plan: null, pendingPlan: null, signedAt: null, trialEndsAt: null, trialLeadLimit: TRIAL_LEAD_LIMIT,
        trialLeadsUsed: 0, heldLeads: 0, currentPeriodEnd: null, cancelsAt: null, plans,
      };
    }
    const s = subscriptionsModel.fromColumns(row);
    const counts = await this.db.selectFrom('dealer.lead_intents')
      .select([
        sql<number>`count(*) filter (where created_at >= ${s.signedAt} and created_at < ${s.trialEndsAt})::int`.as('used'),
        (eb) => eb.fn.countAll<number>().filterWhere(eb.not(notHeld(eb))).as('held'),
      ])
      .where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const trialOver = s.status === 'trial' && Date.parse(s.trialEndsAt) <= this.clock.now().getTime();
    return {
      companyId, status: trialOver ? 'trial_ended' : (s.status as Subscription['status']), plan: s.plan, pendingPlan: s.pendingPlan as Subscription['pendingPlan'],
      signedAt: s.signedAt, trialEndsAt: s.trialEndsAt, trialLeadLimit: s.trialLeadLimit,
      trialLeadsUsed: Math.min(Number(counts.used), s.trialLeadLimit), heldLeads: Number(counts.held),
      currentPeriodEnd: s.currentPeriodEnd, cancelsAt: s.cancelsAt, plans,
    };
  }
}
