import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { leadDecider, leadStreamId } from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import { written } from '../../../../platform/read-your-writes/write-position';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { buyerOf } from '../../shared/buyer';
import { inInput } from '../../shared/in-input';
import { PersonalFields } from '../../shared/personal-fields';
import { TransactionStream } from '../transaction-stream';
import { SendLeadCommand } from './send-lead.command';

/** leads/send: a lead for the dealer of a vehicle, on a stream of its own (the message sealed with the buyer's key). */
@CommandHandler(SendLeadCommand)
export class SendLeadHandler implements ICommandHandler<SendLeadCommand> {
  constructor(
    private readonly runner: EventSourcedCommands,
    private readonly transactions: TransactionStream,
    private readonly personal: PersonalFields,
    @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi,
  ) {}

  async execute({ body, ctx }: SendLeadCommand) {
    const userId = buyerOf(ctx);
    if (body.transactionId) await this.transactions.owned(body.transactionId, ctx);
    const vehicle = await this.catalog.vehicle(body.vehicleId);
    const leadId = randomUUID();
    const outcome = await inInput(() => this.runner.execute(leadDecider, leadStreamId(leadId), {
      type: 'SendLead', leadId, userId, now: ctx.now.toISOString(), kind: body.kind, message: body.message ?? null, transactionId: body.transactionId ?? null,
      vehicle: vehicle && {
        vehicleId: vehicle.id, companyId: vehicle.dealer.companyId, year: vehicle.year, make: vehicle.make, model: vehicle.model,
        vin: vehicle.vin, condition: vehicle.condition,
      },
    }, ctx, { seal: this.personal.sealLeadEvents(userId) }));
    return written({ Status: 1 as const }, outcome.append?.position ?? null);
  }
}
