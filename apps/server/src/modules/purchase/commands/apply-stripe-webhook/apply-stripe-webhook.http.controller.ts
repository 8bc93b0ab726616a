import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { stripeWebhookRoute } from '@marketplace/contracts';
import { DomainError } from '@marketplace/domain';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../../platform/http/endpoint';
import { PAYMENTS, PaymentsSignatureError, type Payments } from '../../../../platform/payments/payments.port';
import { ApplyStripeWebhookCommand } from './apply-stripe-webhook.command';

@Controller()
export class ApplyStripeWebhookController {
  constructor(private readonly commands: CommandBus, @Inject(PAYMENTS) private readonly payments: Payments) {}

  /** Signed by Stripe, not by a browser: no session, no CSRF pair; the signature over the raw body is the check. */
  @Endpoint(stripeWebhookRoute, { allow: 'public', csrf: false })
  receive(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    let event;
    try {
      event = this.payments.verifyWebhook(req.rawBody, req.headers['stripe-signature']);
    } catch (error) {
      if (error instanceof PaymentsSignatureError) throw new DomainError('payments.invalid_signature', 'validation', 'Invalid Stripe signature', 'headers.stripe-signature');
      throw error;
    }
    return this.commands.execute(new ApplyStripeWebhookCommand(event));
  }
}
