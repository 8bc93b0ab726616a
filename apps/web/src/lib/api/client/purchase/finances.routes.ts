// Generated from libs/contracts/src/purchase/finances.routes.ts by `npm run generate:web-client`: do not edit.
import { createPaymentIntentRoute, getStripeKeyRoute, stripeWebhookRoute, testCardPaymentRoute } from '@marketplace/contracts/purchase/finances.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/finances/stripe-payment-intent: Creates (or reuses) the $250 deposit payment intent of a transaction whose six steps are complete (verified email required) */
export const createPaymentIntent = (input?: RouteCallInput<typeof createPaymentIntentRoute>) => callRoute(createPaymentIntentRoute, input);

/** GET /api/finances/get-stripe-key: Stripe's publishable key (null when none is configured: the web then shows the test-card form) */
export const getStripeKey = (input?: RouteCallInput<typeof getStripeKeyRoute>) => callRoute(getStripeKeyRoute, input);

/** POST /api/finances/stripe-webhook: Stripe's webhook: the signature is verified over the raw body (300 s tolerance); events are deduplicated by id and may come in any order */
export const stripeWebhook = (input?: RouteCallInput<typeof stripeWebhookRoute>) => callRoute(stripeWebhookRoute, input);

/** POST /api/finances/test-card-payment: Test mode only (no Stripe key): pays the deposit intent with a Stripe test card number (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined) */
export const testCardPayment = (input?: RouteCallInput<typeof testCardPaymentRoute>) => callRoute(testCardPaymentRoute, input);
