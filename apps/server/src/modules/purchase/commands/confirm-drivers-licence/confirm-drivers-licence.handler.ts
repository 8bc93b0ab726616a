import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BuyerSteps } from '../../streams/buyer-steps';
import { ConfirmDriversLicenceCommand } from './confirm-drivers-licence.command';

/** Both sides uploaded, four corners visible, the address matches: the licence step is complete. */
@CommandHandler(ConfirmDriversLicenceCommand)
export class ConfirmDriversLicenceHandler implements ICommandHandler<ConfirmDriversLicenceCommand> {
  constructor(private readonly steps: BuyerSteps) {}

  execute({ body, ctx }: ConfirmDriversLicenceCommand) {
    return this.steps.run(body.transactionId, ctx, (s, vehicleHeld) => ({
      type: 'ConfirmDriversLicense', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), vehicleHeld,
      fourCornersVisible: body.fourCornersVisible, addressMatches: body.addressMatches,
    }));
  }
}
