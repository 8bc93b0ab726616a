import { Inject, Injectable } from '@nestjs/common';
import type { QuoteRequest, TransactionDetails } from '@marketplace/contracts';
import {
  completedSteps, depositStatus, dirtySteps, PURCHASE_STEPS, STEP_MINUTES, stepNumber, transactionStatus, type ExistingTransaction,
} from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { CatalogPublicApi } from '../../catalog/catalog.public';
import { VehicleHolds } from './vehicle-holds';

export type Prices = NonNullable<TransactionDetails['prices']>;

/** Builds what the buyer sees of a transaction: steps, live prices (the catalog's quote maths), deposit, lock. */
@Injectable()
export class TransactionViews {
  constructor(@Inject(CatalogPublicApi) private readonly catalog: CatalogPublicApi, private readonly holds: VehicleHolds) {}

  /** Spec §4 live recalculation with libs/domain pricing, through the catalog's quote (same as POST /api/pricing/quote). */
  async prices(s: ExistingTransaction, ctx: RequestContext): Promise<Prices | null> {
    const province = s.province ?? s.vehicle.dealer.province;
    const pm = s.paymentMethod;
    const tradeIn = s.tradeIn && !s.tradeIn.skip ? { value: s.tradeIn.value, balanceDue: s.tradeIn.balanceDue, include: s.tradeIn.include } : undefined;
    try {
      const quote = await this.catalog.quote({
        vehicleId: s.vehicle.vehicleId,
        province: province as QuoteRequest['province'],
        paymentMethod: pm?.method ?? 'finance',
        downPayment: pm?.terms.downPayment ?? 0,
        termMonths: pm?.terms.termMonths ?? 60,
        ratePercent: pm?.terms.ratePercent ?? 1,
        frequency: pm?.terms.frequency ?? 52,
        ...(s.protectionPlan?.plan ? { protectionPlanId: s.protectionPlan.plan.id } : {}),
        ...(s.delivery ? { deliveryTypeId: s.delivery.deliveryTypeId } : {}),
        ...(pm?.terms.kilometresPerYear !== undefined ? { kilometresPerYear: pm.terms.kilometresPerYear } : {}),
        ...(tradeIn ? { tradeIn } : {}),
      }, ctx);
      return { ...quote, province };
    } catch {
      return null; // e.g. the vehicle is sold (after signing): the contract keeps the signed total
    }
  }

  async details(s: ExistingTransaction, ctx: RequestContext): Promise<TransactionDetails> {
    const done = completedSteps(s);
    const dirty = dirtySteps(s);
    const [prices, hold] = await Promise.all([
      this.prices(s, ctx),
      ctx.principal && s.userId === ctx.principal.userId && !s.cancelled && !s.contract
        ? this.holds.load(s.vehicle.vehicleId).then(({ state }) => this.holds.view(s.vehicle.vehicleId, state, s.userId, ctx.now))
        : Promise.resolve(null),
    ]);
    const d = s.deposit;
    return {
      Status: 1,
      transactionId: s.transactionId,
      status: transactionStatus(s),
      vehicle: {
        vehicleId: s.vehicle.vehicleId, vin: s.vehicle.vin, condition: s.vehicle.condition, year: s.vehicle.year, make: s.vehicle.make,
        model: s.vehicle.model, trim: s.vehicle.trim, photo: s.vehicle.photo, price: s.vehicle.price, kilometres: s.vehicle.kilometres ?? null,
        dealer: { name: s.vehicle.dealer.name, city: s.vehicle.dealer.city, province: s.vehicle.dealer.province },
      },
      steps: PURCHASE_STEPS.map((step) => ({
        step, number: stepNumber(step), minutes: STEP_MINUTES[step], completed: done.includes(step), dirty: (dirty as string[]).includes(step),
      })),
      completedSteps: done,
      dirtySteps: dirty,
      currentStep: PURCHASE_STEPS.find((step) => !done.includes(step)) ?? 'review',
      prices,
      deposit: {
        paid: d.paid && !d.refunded, amountPaid: d.paid && !d.refunded ? d.amount : 0, dateUpdated: d.updatedAt, stripeId: d.paymentIntentId,
        lastEvent: depositStatus(d),
      },
      contractSigned: s.contract !== null,
      contractUrl: s.contract?.url ?? null,
      hold,
      startedAt: s.startedAt,
      updatedAt: s.updatedAt,
    };
  }
}
