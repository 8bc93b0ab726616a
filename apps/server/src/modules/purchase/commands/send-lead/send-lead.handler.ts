import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { leadDecider, leadStreamId } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { consume, RATE_LIMITER, type RateLimiter, type RateRule } from '../../../../platform/rate-limit/rate-limiter';
import { written } from '../../../../platform/read-your-writes/write-position';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { buyerOf } from '../../streams/buyer';
import { inInput } from '../../streams/in-input';
import { PersonalFields } from '../../adapters/personal-fields';
import { TransactionStream } from '../../streams/transaction-stream';
import { SendLeadCommand } from './send-lead.command';

/**
 * Each message is a lead the dealer counts against its trial (ADR 0032) and receives by email: a person sends a few
 * per vehicle and a handful an hour, not a flood into a competitor's lead box.
 */
export const LEAD_SEND_RULES = {
  perUser: { limit: 10, windowSeconds: 60 * 60 },
  perUserAndVehicle: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * leads/send: a lead for the dealer of a vehicle, on a stream of its own (the message and the number to call sealed
 * with the buyer's key), with how the buyer prefers to be reached.
 */
@CommandHandler(SendLeadCommand)
export class SendLeadHandler implements ICommandHandler<SendLeadCommand> {
  constructor(
    private readonly runner: EventSourcedCommands,
    private readonly transactions: TransactionStream,
    private readonly personal: PersonalFields,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ body, ctx }: SendLeadCommand) {
    const userId = buyerOf(ctx);
    if (body.transactionId) await this.transactions.owned(body.transactionId, ctx);
    const vehicle = await this.catalog.vehicle(body.vehicleId);
    await consume(this.limiter, [
      { key: `lead-send:user:${userId}`, rule: LEAD_SEND_RULES.perUser },
      { key: `lead-send:user:${userId}:vehicle:${body.vehicleId}`, rule: LEAD_SEND_RULES.perUserAndVehicle },
    ]);
    const leadId = randomUUID();
    const outcome = await inInput(() => this.runner.execute(leadDecider, leadStreamId(leadId), {
      type: 'SendLead', leadId, userId, now: ctx.now.toISOString(), kind: body.kind, message: body.message ?? null, transactionId: body.transactionId ?? null,
      contactMethod: body.contactMethod ?? null, phone: body.phone ?? null,
      vehicle: vehicle && {
        vehicleId: vehicle.id, companyId: vehicle.dealer.companyId, year: vehicle.year, make: vehicle.make, model: vehicle.model,
        vin: vehicle.vin, condition: vehicle.condition, price: vehicle.price,
      },
    }, ctx, { seal: this.personal.sealLeadEvents(userId) }));
    return written({ Status: 1 as const }, outcome.append?.position ?? null);
  }
}
