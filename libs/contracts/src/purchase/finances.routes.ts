import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { Cents, Uuid } from './common';

const tags = ['finances'] as const;

export const createPaymentIntentRoute = defineRoute({
  method: 'POST', path: '/finances/stripe-payment-intent', tags,
  summary: 'Creates (or reuses) the $250 deposit payment intent of a transaction whose six steps are complete (verified email required)',
  body: z.strictObject({ transactionId: Uuid }),
  response: z.object({
    Status: z.literal(1),
    paymentIntentId: z.string(),
    clientSecret: z.string(),
    amount: Cents,
    currency: z.literal('cad'),
    publishableKey: z.string().nullable(),
    mode: z.enum(['stripe', 'test']).describe("'test': no Stripe key is configured; pay with a test card through /finances/test-card-payment"),
  }),
});

export const getStripeKeyRoute = defineRoute({
  method: 'GET', path: '/finances/get-stripe-key', tags,
  summary: "Stripe's publishable key (null when none is configured: the web then shows the test-card form)",
  response: z.object({ publishableKey: z.string().nullable(), mode: z.enum(['stripe', 'test']) }),
});

export const stripeWebhookRoute = defineRoute({
  method: 'POST', path: '/finances/stripe-webhook', tags,
  summary: "Stripe's webhook: the signature is verified over the raw body (300 s tolerance); events are deduplicated by id and may come in any order",
  response: z.object({ received: z.literal(true), applied: z.boolean() }),
});

export const testCardPaymentRoute = defineRoute({
  method: 'POST', path: '/finances/test-card-payment', tags,
  summary: 'Test mode only (no Stripe key): pays the deposit intent with a Stripe test card number (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined)',
  body: z.strictObject({
    transactionId: Uuid,
    paymentIntentId: z.string().max(100),
    cardNumber: z.string().max(23).refine((s) => /^[\d ]{12,23}$/.test(s), { message: 'Invalid card number', params: { code: 'payments.invalid_card_number' } }),
    expiry: z.string().max(7).refine((s) => /^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/.test(s.trim()), { message: 'MM/YY', params: { code: 'payments.invalid_expiry' } }),
    cvc: z.string().max(4).refine((s) => /^\d{3,4}$/.test(s), { message: '3 or 4 digits', params: { code: 'payments.invalid_cvc' } }),
  }),
  response: z.object({
    Status: z.literal(1),
    status: z.string().describe(
      "The payment intent's status: succeeded (also for a card sent again once Stripe had taken it: the deposit is then recorded as paid), "
      + 'processing (the bank is confirming it: its webhook will say), or requires_payment_method after a decline',
    ),
    declineCode: z.string().nullable(),
  }),
});
