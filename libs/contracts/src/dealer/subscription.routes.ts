import { z } from 'zod';
import { Id, IdQuery } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * A company's plan (issue #14 item 7, ADR 0032): the trial starts at the contract signature (30 days, up to 100 leads;
 * leads past either are held until a paid plan); Dealer and Headquarter are Stripe subscriptions moved by Stripe's
 * webhooks, and cancelled at the end of the paid period. A dealer reads and changes their own company's (another: 404);
 * staff (6, 7, 18) any company, but only administrators (6, 7) cancel a plan for a company.
 */
const tags = ['dealer-subscription'];

export const PaidPlanSchema = z.enum(['dealer', 'headquarter']);

export const SubscriptionSchema = z.object({
  companyId: Id,
  /** `unsigned`: no contract yet (no trial running). */
  status: z.enum(['unsigned', 'trial', 'trial_ended', 'active', 'past_due', 'canceled']),
  plan: z.enum(['trial', 'dealer', 'headquarter']).nullable(),
  pendingPlan: PaidPlanSchema.nullable(),
  signedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trialLeadLimit: z.number().int(),
  /** Leads since the signature counted by the trial, and those held now (not listed, not delivered). */
  trialLeadsUsed: z.number().int(),
  heldLeads: z.number().int(),
  /** The end of the paid period Stripe last reported (null: no paid plan, or not known yet). */
  currentPeriodEnd: z.string().nullable(),
  /** When a cancelled paid plan ends (the end of its paid period); null: not cancelling. */
  cancelsAt: z.string().nullable(),
  plans: z.array(z.object({ key: z.enum(['trial', 'dealer', 'headquarter']), monthlyPrice: z.number() })),
});
export type Subscription = z.output<typeof SubscriptionSchema>;

export const getSubscriptionRoute = defineRoute({
  method: 'GET', path: '/company/get-subscription', summary: "A company's plan, trial and held leads", tags,
  query: z.object({ companyId: IdQuery }),
  response: SubscriptionSchema,
});

const Accepted = z.object({ Status: z.literal(1), companyId: Id });

export const signContractRoute = defineRoute({
  method: 'POST', path: '/company/sign-contract', summary: 'Signs the dealer contract: the 30-day trial starts now (once; again: 409)', tags,
  body: z.strictObject({ companyId: Id }),
  response: Accepted,
});

export const choosePlanRoute = defineRoute({
  method: 'POST', path: '/company/choose-plan',
  summary: 'Subscribes the company to a paid plan (a Stripe subscription); it becomes active when Stripe says the invoice is paid', tags,
  body: z.strictObject({
    companyId: Id,
    plan: PaidPlanSchema,
    /** A Stripe payment method id; with the local Stripe server, a test card number (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined). */
    paymentMethod: z.string().trim().min(1).max(100),
  }),
  response: Accepted.extend({ stripeSubscriptionId: z.string() }),
});

export const cancelPlanRoute = defineRoute({
  method: 'POST', path: '/company/cancel-plan',
  summary: "Cancels the company's paid plan at the end of the period already paid (Stripe's cancel_at_period_end); no paid plan, or cancelling twice: 409", tags,
  body: z.strictObject({ companyId: Id }),
  response: Accepted.extend({ cancelsAt: z.string().describe('ISO 8601 instant: when the plan ends') }),
});

export const subscriptionWebhookRoute = defineRoute({
  method: 'POST', path: '/dealer/stripe-webhook', tags,
  summary: "Stripe's webhook for dealer plans (customer.subscription.*, invoice.paid, invoice.payment_failed): signature verified over the raw body with this endpoint's own secret; each event applied once",
  response: z.object({ received: z.literal(true), applied: z.boolean() }),
});
