import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PAYMENTS, type Payments } from '../../../../platform/payments/payments.port';
import { GetStripeKeyQuery } from './get-stripe-key.query';

/** The publishable key for Stripe Elements, or test mode (the Stripe stand-in). */
@QueryHandler(GetStripeKeyQuery)
export class GetStripeKeyHandler implements IQueryHandler<GetStripeKeyQuery> {
  constructor(@Inject(PAYMENTS) private readonly payments: Payments) {}

  async execute() {
    return { publishableKey: this.payments.publishableKey, mode: this.payments.mode === 'stripe' ? 'stripe' as const : 'test' as const };
  }
}
