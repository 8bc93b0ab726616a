import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogPublicApi } from '../../../catalog/catalog.public';
import { eligibleProtectionPlans } from '../../adapters/catalog-choices';
import { BuyerSteps } from '../../streams/buyer-steps';
import { SaveProtectionPlanCommand } from './save-protection-plan.command';

/** Chooses a protection plan among those the vehicle is eligible for (null: no plan). */
@CommandHandler(SaveProtectionPlanCommand)
export class SaveProtectionPlanHandler implements ICommandHandler<SaveProtectionPlanCommand> {
  constructor(private readonly steps: BuyerSteps, @Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi) {}

  execute({ body, ctx }: SaveProtectionPlanCommand) {
    return this.steps.run(body.transactionId, ctx, async (s, vehicleHeld) => {
      const { protectionPlans } = await eligibleProtectionPlans(this.catalog, s.vehicle, ctx.now);
      const plan = body.protectionPlanId === null ? null : protectionPlans.find((p) => p.id === body.protectionPlanId) ?? null;
      return {
        type: 'SaveProtectionPlan', transactionId: body.transactionId, userId: s.userId, now: ctx.now.toISOString(), completed: body.completed, vehicleHeld,
        requestedPlanId: body.protectionPlanId,
        plan: plan && { id: plan.id, key: plan.key, nameEn: plan.nameEn, nameFr: plan.nameFr, price: plan.price, coverageMonths: plan.coverageMonths, coverageKm: plan.coverageKm },
      };
    });
  }
}
