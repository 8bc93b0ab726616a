import { DomainError } from '@marketplace/domain';
import type { Payments } from './payments.port';

const notConfigured = () => new DomainError('payments.not_configured', 'unavailable', 'Payments are not set up on this server');

/**
 * Production without Stripe credentials: no money moves. The loopback Stripe stand-in accepts Stripe's public test
 * cards, so in production it would sell a deposit or a dealer plan for a card number anyone can look up; every
 * payment, refund and subscription is refused instead (503 `payments.not_configured`), and no webhook is believed.
 * A production-mode demo or benchmark that wants the stand-in says so (STRIPE_LOCAL_IN_PRODUCTION=true).
 */
export class UnconfiguredPayments implements Payments {
  readonly mode = 'local' as const;
  readonly publishableKey = null;

  createPaymentIntent(): never {
    throw notConfigured();
  }

  retrievePaymentIntent(): never {
    throw notConfigured();
  }

  async paidCard(): Promise<null> {
    return null;
  }

  paymentDetails(): never {
    throw notConfigured();
  }

  refund(): never {
    throw notConfigured();
  }

  createSubscription(): never {
    throw notConfigured();
  }

  cancelSubscriptionAtPeriodEnd(): never {
    throw notConfigured();
  }

  submitDisputeEvidence(): never {
    throw notConfigured();
  }

  verifyWebhook(): never {
    throw notConfigured();
  }
}
